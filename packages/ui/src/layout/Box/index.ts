export { Box, type BoxProps, type Space } from './Box';
