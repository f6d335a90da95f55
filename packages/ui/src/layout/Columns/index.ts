export { Columns, type ColumnsProps } from './Columns';
export { Column, type ColumnProps } from './Column';
export type { CollapseBelow } from './columnsLayout';
