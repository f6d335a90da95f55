/**
 * IATA metropolitan-area codes that stand for several airports (IATA Airline Coding Directory, city codes),
 * limited to codes no airport uses itself. The first airport listed is the area's main one.
 */
export const METRO_AREAS: ReadonlyArray<{ code: string; name: string; airports: readonly string[] }> = [
  { code: 'NYC', name: 'New York City (all airports)', airports: ['JFK', 'EWR', 'LGA'] },
  { code: 'LON', name: 'London (all airports)', airports: ['LHR', 'LGW', 'STN', 'LTN', 'LCY', 'SEN'] },
  { code: 'PAR', name: 'Paris (all airports)', airports: ['CDG', 'ORY', 'BVA'] },
  { code: 'TYO', name: 'Tokyo (all airports)', airports: ['HND', 'NRT'] },
  { code: 'CHI', name: 'Chicago (all airports)', airports: ['ORD', 'MDW'] },
  { code: 'WAS', name: 'Washington (all airports)', airports: ['IAD', 'DCA', 'BWI'] },
  { code: 'MIL', name: 'Milan (all airports)', airports: ['MXP', 'LIN', 'BGY'] },
  { code: 'ROM', name: 'Rome (all airports)', airports: ['FCO', 'CIA'] },
  { code: 'MOW', name: 'Moscow (all airports)', airports: ['SVO', 'DME', 'VKO'] },
  { code: 'STO', name: 'Stockholm (all airports)', airports: ['ARN', 'BMA', 'NYO'] },
  { code: 'SAO', name: 'São Paulo (all airports)', airports: ['GRU', 'CGH', 'VCP'] },
  { code: 'RIO', name: 'Rio de Janeiro (all airports)', airports: ['GIG', 'SDU'] },
  { code: 'BUE', name: 'Buenos Aires (all airports)', airports: ['EZE', 'AEP'] },
  { code: 'OSA', name: 'Osaka (all airports)', airports: ['KIX', 'ITM', 'UKB'] },
  { code: 'SEL', name: 'Seoul (all airports)', airports: ['ICN', 'GMP'] },
  { code: 'BJS', name: 'Beijing (all airports)', airports: ['PEK', 'PKX'] },
  { code: 'YTO', name: 'Toronto (all airports)', airports: ['YYZ', 'YTZ'] },
  { code: 'JKT', name: 'Jakarta (all airports)', airports: ['CGK', 'HLP'] },
];
