export { SavedSearchList, type SavedRoute, type SavedSearchListProps } from './SavedSearchList';
