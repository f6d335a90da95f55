import type { AdvisorSource } from '@farewise/contracts';

/**
 * The offline advisor's held-out question set (AI issue): questions of every intent (cheapest time, where can I go
 * for $X, compare, how long to stay, is now a good time to buy, general), with places in and outside the catalogue
 * and the airport data, regions and countries, hotels and budgets. None is one of the Ask AI form's five sample
 * questions. Each comes with the source kinds its answer must cite; none means the advisor should not place it, and
 * answer with what it can help with and no figures. The route tests hold every answer to this, and to the grounding
 * check; `pnpm bench:advisor` times the advisor over it.
 */
export const HELD_OUT_QUESTIONS: readonly (readonly [query: string, kinds: readonly AdvisorSource['kind'][]])[] = [
  // Cheapest time
  ['When is the cheapest time to fly from New York to Paris?', ['fare', 'best-month']],
  ['Cheapest month to fly to Tokyo?', ['fare', 'best-month']],
  ['Best time to visit Lisbon for two people', ['fare', 'best-month']],
  ['When should I book flights to Reykjavik?', ['fare', 'best-month']],
  ['What is the best month to fly from Chicago to Rome?', ['fare', 'best-month']],
  ['Cheapest week to go to Cancun in winter', ['fare', 'best-month', 'calendar']],
  ['When is it cheap to fly LAX to HNL?', ['fare', 'best-month']],
  ['Best time to travel to Bangkok on a budget', ['fare', 'best-month']],
  ['Cheapest day to fly Boston to Miami in October', ['fare', 'calendar']],
  ['When is the best time to fly to Kyoto from San Francisco?', ['fare', 'best-month']],
  // Is now a good time to buy
  ['Is now a good time to buy tickets to London?', ['price-history', 'fare']],
  ['Should I wait for LAX to HNL fares to drop?', ['price-history', 'fare']],
  ['Will prices go down for flights to Dubai?', ['price-history', 'fare']],
  ['Should I book now for Madrid in June?', ['price-history', 'calendar']],
  ['Is now a good time to book Sydney for December?', ['price-history', 'calendar']],
  ['Should I wait to buy flights from Boston to Dublin?', ['price-history', 'fare']],
  ['Are fares to Cape Town going up?', ['price-history']],
  ['Book now or wait for Seattle to Anchorage?', ['price-history']],
  // Compare A vs B
  ['Rome vs Barcelona for a week in May', ['fare', 'best-month']],
  ['Compare Tokyo and Seoul for ten days', ['fare', 'best-month']],
  ['Paris versus London, which is cheaper?', ['fare', 'best-month']],
  ['From Miami: Lima or Bogota cheaper?', ['fare', 'best-month']],
  ['Athens vs Istanbul in autumn', ['fare', 'best-month']],
  ['Compare flights from Denver to Vancouver and Seattle', ['fare', 'best-month']],
  ['Santorini or Dubrovnik, which is cheaper?', ['fare', 'best-month']],
  // Where can I go for $X
  ['Where can I go for $600?', ['destination']],
  ['Where can we fly for $2,000 for the two of us?', ['destination']],
  ['Where should I travel for under $450 per person?', ['destination']],
  ['Where to go in spring for $1.5k?', ['destination']],
  ['Where could I go for 900 dollars each?', ['destination']],
  ['Where can I go for $150?', ['destination']],
  ['Where in Asia can I go for $900?', ['destination']],
  ['Where can a family of four go in Europe for $3,000?', ['destination']],
  // How long to stay
  ['How long should we stay in Bangkok?', ['budget', 'fare']],
  ['How many days do I need in Rome?', ['budget', 'fare']],
  ['Is a long weekend in Amsterdam long enough?', ['budget', 'fare']],
  ['How long to spend in Cape Town for a honeymoon?', ['budget', 'fare']],
  ['How many nights in Prague for a luxury trip?', ['budget', 'fare']],
  ['How long should I stay in Queenstown on a budget?', ['budget', 'fare']],
  ['Is 3 days in Tokyo long enough?', ['budget', 'fare']],
  // Regions and countries
  ['Cheapest place in Europe in May', ['calendar']],
  ['What are the cheapest destinations in South America?', ['destination']],
  ['Cheapest places in the Caribbean in February', ['calendar']],
  ['Somewhere in Southeast Asia in November', ['calendar']],
  ['Cheapest city in Japan to fly to', ['destination']],
  ['Where to go in Scandinavia this summer?', ['calendar']],
  ['Cheapest spot in the Middle East from Chicago in March', ['calendar']],
  ['Anywhere in Oceania for a long trip', ['destination']],
  ['Italy or Greece in September?', ['calendar']],
  ['Cheapest destinations in the UK', ['destination']],
  // Hotels
  ['How much is a hotel in Paris for 3 nights in June?', ['hotel-rate', 'fare']],
  ['Cheapest hotel in Lisbon for a weekend', ['hotel-rate']],
  ['Where to stay in Tokyo for two weeks in April', ['hotel-rate', 'calendar']],
  ['Hotels in Chicago for 4 people for 5 nights', ['hotel-rate']],
  ['Accommodation in Marrakech for a couple in October', ['hotel-rate', 'calendar']],
  // Budgets with a length
  ['Sydney in December, 10 days, $3,000 each', ['budget', 'hotel-rate', 'calendar']],
  ['Barcelona for 5 days with $1,500', ['budget', 'hotel-rate']],
  ['Two weeks in Bali for two people on $4,000', ['budget', 'hotel-rate']],
  ['A luxury week in the Maldives for $8,000 per person', ['budget', 'hotel-rate']],
  ['A weekend in Montreal for $600', ['budget', 'hotel-rate']],
  // General
  ['Tell me about flights from Boston to Dublin', ['fare', 'best-month']],
  ['Family of four to Orlando in summer', ['fare', 'calendar']],
  ['A long weekend in Amsterdam', ['fare', 'hotel-rate']],
  ['Thinking about Marrakech in March', ['fare', 'calendar']],
  ['A week in Bali in August', ['fare', 'calendar', 'hotel-rate']],
  ['Fares from Atlanta to Mexico City', ['fare', 'best-month']],
  ['What about São Paulo?', ['fare', 'best-month']],
  ['JFK to CDG', ['fare', 'best-month']],
  ['Flights to Zurich for the Swiss Alps', ['fare']],
  // Not placed: no known place, region or budget
  ['Hawaii for our anniversary', []],
  ['What about Atlantis next spring?', []],
  ['Where is warm in January?', []],
  ['Help me plan a trip', []],
  ['Cheapest time to visit Narnia?', []],
  ['Is now a good time to buy?', []],
  ['Somewhere with beaches for a week', []],
  ['How long should my honeymoon be?', []],
  ['Any nice hotels for a weekend?', []],
  ['Cheapest place in Antarctica?', []],
  ['What about India in October?', []],
];
