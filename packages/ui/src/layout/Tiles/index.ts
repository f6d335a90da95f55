export { CARD_COLUMNS, Tiles, type TilesProps } from './Tiles';
