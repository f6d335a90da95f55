export {
  ApiClient,
  ApiError,
  describeError,
  type ApiClientOptions,
  type FieldIssue,
  type RequestOptions,
  type QueryValue,
} from './client';
export { createQueryClient } from './queryClient';
export type { ServerAnswer } from './serverAnswers';
export * from './FarewiseProvider';
export { useStatus, type UseStatusOptions } from './useStatus';
export { useAirportLookup, useAirportSearch } from './useAirportSearch';
export { useFlightSearch, type FlightSearchParams } from './useFlightSearch';
export { useFetchFlexibleSearch, useFlexibleSearch } from './useFlexibleSearch';
export { usePriceCalendar, usePriceGrid } from './usePriceCalendar';
export * from './useTrips';
export { useTripPlan } from './useTripPlan';
export {
  useRecommendations,
  useRecommendationsViewer,
  useSaveRecommendation,
  useSmartQuery,
  type RecommendationsFor,
} from './useAdvisor';
export { AdvisorStreamError, streamSmartQuery } from './smartQueryStream';
export { useHotelSearch } from './useHotelSearch';
export { useDestinations } from './useDestinations';
export { usePriceHistory } from './usePriceHistory';
export { RISK_SETTING_STORAGE_KEY, useRiskSetting } from './useRiskSetting';
export { SESSION_KEY, useChangePassword, useLogin, useLogout, useRegister, useSession } from './useAccount';
export { useCreateSavedSearch, useDeleteSavedSearch, useRunSavedSearch, useSavedSearches } from './useSavedSearches';
export { useCreatePriceAlert, useDeletePriceAlert, usePriceAlerts, useUpdatePriceAlert } from './usePriceAlerts';
export { useQuestionnaireRecommendations } from './useQuestionnaire';
export { useRouteOutlook } from './useRouteOutlook';
export { useSendContactMessage, useSubscribeNewsletter } from './useContent';
