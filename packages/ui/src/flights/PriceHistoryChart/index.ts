export { PriceHistoryChart, type PriceHistoryChartProps } from './PriceHistoryChart';
