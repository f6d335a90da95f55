export { CardMedia, type CardMediaProps } from './CardMedia';
