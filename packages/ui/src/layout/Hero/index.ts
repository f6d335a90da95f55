export { Hero, heroFigures, type HeroProps } from './Hero';
