export { RadioTiles, type RadioTile, type RadioTilesProps } from './RadioTiles';
