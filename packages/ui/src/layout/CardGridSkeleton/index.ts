export { CardGridSkeleton, type CardGridSkeletonProps } from './CardGridSkeleton';
