import OpenAI from 'openai';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { DESTINATIONS } from '../data/destinations';
import type { Database } from '../db/database';
import type { AirportIndex } from '../domain/airports/AirportIndex';
import { LoginLimiter } from '../auth/loginLimiter';
import type { FlightDataProvider } from '../providers/FlightDataProvider';
import type { StayProvider } from '../providers/StayProvider';
import { ContactMessageRepository } from '../repositories/contactMessages';
import { DestinationRepository } from '../repositories/destinations';
import { NewsletterRepository } from '../repositories/newsletter';
import { PriceAlertRepository } from '../repositories/priceAlerts';
import { PriceObservationRepository } from '../repositories/priceObservations';
import { SavedSearchRepository } from '../repositories/savedSearches';
import { TripRepository } from '../repositories/trips';
import type { UserRepository } from '../repositories/users';
import { AccountService } from './AccountService';
import { AdvisorService } from './AdvisorService';
import type { Advisor } from './advisor/Advisor';
import { AdvisorTools } from './advisor/advisorTools';
import { OfflineAdvisor } from './advisor/OfflineAdvisor';
import { OpenAIAdvisor } from './advisor/OpenAIAdvisor';
import { ContactService } from './ContactService';
import { DestinationService } from './DestinationService';
import type { FareModel } from './fareModel';
import { FlightService } from './FlightService';
import { HotelService } from './HotelService';
import type { MapImageService } from './MapImageService';
import { createMailer } from './mailer';
import type { ObservationBuffer } from './observationBuffer';
import { PlannerService } from './PlannerService';
import { PriceAlertService } from './PriceAlertService';
import { limiterFactory } from './rateLimiters';
import { RecommendationService } from './RecommendationService';
import { SavedSearchService } from './SavedSearchService';
import { StatusService } from './status';
import { TripService } from './TripService';

/** Every service the API routes call. */
export interface Services {
  status: StatusService;
  flights: FlightService;
  /** The OpenAI-compatible advisor when `OPENAI_API_KEY` is set, else the offline one. */
  advisor: Advisor;
  recommendations: RecommendationService;
  hotels: HotelService;
  destinations: DestinationService;
  /** The destinations' locator maps. */
  mapImages: MapImageService;
  accounts: AccountService;
  savedSearches: SavedSearchService;
  priceAlerts: PriceAlertService;
  trips: TripService;
  planner: PlannerService;
  contact: ContactService;
}

/** What the services are built over. */
export interface ServiceDeps {
  config: Config;
  database: Database;
  /** The accounts repository, shared with the session middleware. */
  users: UserRepository;
  logger: Logger;
  airports: AirportIndex;
  flightProvider: FlightDataProvider;
  stayProvider: StayProvider;
  airlineName: (code: string) => string;
  fares: FareModel;
  observations: ObservationBuffer;
  /** The destination images, shared with the seed that puts their URLs in the database. */
  mapImages: MapImageService;
  now: () => Date;
  /** True once the process has begun to shut down. */
  draining: () => boolean;
}

/** Builds the services over the database's repositories, the providers and the configuration. */
export function createServices({
  config,
  database,
  users,
  logger,
  airports,
  flightProvider,
  stayProvider,
  airlineName,
  fares,
  observations,
  mapImages,
  now,
  draining,
}: ServiceDeps): Services {
  const { db } = database;
  const flights = new FlightService({
    airports,
    provider: flightProvider,
    fares,
    pending: observations,
    observations: new PriceObservationRepository(db),
    airlineName,
    now,
  });
  const destinations = new DestinationService(new DestinationRepository(db), airports, fares, now);
  const savedSearches = new SavedSearchService(new SavedSearchRepository(db), airports, now);
  const hotels = new HotelService({ airports, provider: stayProvider, cities: DESTINATIONS, now });
  const offlineAdvisor = new OfflineAdvisor(
    new AdvisorService({ airports, flights, destinations, hotels, logger, now }),
  );
  const { openai } = config.providers;
  const advisor = openai
    ? new OpenAIAdvisor({
        client: new OpenAI({ apiKey: openai.apiKey, baseURL: openai.baseUrl, maxRetries: 1 }),
        model: openai.model,
        tools: new AdvisorTools({ airports, flights, destinations, hotels }),
        fallback: offlineAdvisor,
        logger,
        now,
      })
    : offlineAdvisor;
  return {
    status: new StatusService(config.providers, database, draining),
    flights,
    advisor,
    recommendations: new RecommendationService({
      airports,
      flights,
      destinations,
      savedSearches,
      alerts: new PriceAlertRepository(db),
    }),
    hotels,
    destinations,
    mapImages,
    accounts: new AccountService(
      users,
      new LoginLimiter(config.accounts.login, limiterFactory(database)),
      config.accounts.passwordHashCost,
    ),
    savedSearches,
    priceAlerts: new PriceAlertService(new PriceAlertRepository(db), airports, fares, now),
    trips: new TripService(new TripRepository(db), now),
    planner: new PlannerService(now),
    contact: new ContactService({
      messages: new ContactMessageRepository(db),
      subscribers: new NewsletterRepository(db),
      sendMail: createMailer(config.mail, logger),
      supportEmail: config.mail.supportEmail,
      logger,
      now,
    }),
  };
}
