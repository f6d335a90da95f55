/**
 * IATA metropolitan-area codes that stand for several airports (IATA Airline Coding Directory, city codes),
 * limited to codes no airport uses itself. The first airport listed is the area's main one.
 */
export const METRO_AREAS: ReadonlyArray<{
  code: string;
  /** The city the code stands for (its main airport's municipality can be a suburb: Dulles, Ezeiza). */
  city: string;
  name: string;
  airports: readonly string[];
}> = [
  { code: 'NYC', city: 'New York', name: 'New York City (all airports)', airports: ['JFK', 'EWR', 'LGA'] },
  { code: 'LON', city: 'London', name: 'London (all airports)', airports: ['LHR', 'LGW', 'STN', 'LTN', 'LCY', 'SEN'] },
  { code: 'PAR', city: 'Paris', name: 'Paris (all airports)', airports: ['CDG', 'ORY', 'BVA'] },
  { code: 'TYO', city: 'Tokyo', name: 'Tokyo (all airports)', airports: ['HND', 'NRT'] },
  { code: 'CHI', city: 'Chicago', name: 'Chicago (all airports)', airports: ['ORD', 'MDW'] },
  { code: 'WAS', city: 'Washington', name: 'Washington (all airports)', airports: ['IAD', 'DCA', 'BWI'] },
  { code: 'MIL', city: 'Milan', name: 'Milan (all airports)', airports: ['MXP', 'LIN', 'BGY'] },
  { code: 'ROM', city: 'Rome', name: 'Rome (all airports)', airports: ['FCO', 'CIA'] },
  { code: 'MOW', city: 'Moscow', name: 'Moscow (all airports)', airports: ['SVO', 'DME', 'VKO'] },
  { code: 'STO', city: 'Stockholm', name: 'Stockholm (all airports)', airports: ['ARN', 'BMA', 'NYO'] },
  { code: 'SAO', city: 'São Paulo', name: 'São Paulo (all airports)', airports: ['GRU', 'CGH', 'VCP'] },
  { code: 'RIO', city: 'Rio de Janeiro', name: 'Rio de Janeiro (all airports)', airports: ['GIG', 'SDU'] },
  { code: 'BUE', city: 'Buenos Aires', name: 'Buenos Aires (all airports)', airports: ['EZE', 'AEP'] },
  { code: 'OSA', city: 'Osaka', name: 'Osaka (all airports)', airports: ['KIX', 'ITM', 'UKB'] },
  { code: 'SEL', city: 'Seoul', name: 'Seoul (all airports)', airports: ['ICN', 'GMP'] },
  { code: 'BJS', city: 'Beijing', name: 'Beijing (all airports)', airports: ['PEK', 'PKX'] },
  { code: 'YTO', city: 'Toronto', name: 'Toronto (all airports)', airports: ['YYZ', 'YTZ'] },
  { code: 'JKT', city: 'Jakarta', name: 'Jakarta (all airports)', airports: ['CGK', 'HLP'] },
];
