export { ResultActions, type ResultActionsProps } from './ResultActions';
