export { SavedSearchList, type SavedSearchListProps } from './SavedSearchList';
