import { describe, expect, it } from 'vitest';
import { endpoints, type Endpoint } from '@farewise/contracts';
import type { SessionDeps } from '../auth/session';
import type { RequestLimits } from '../http/rateLimit';
import type { Services } from '../services';
import { apiRouter, plannedEndpoints } from './index';

const route = ({ method, path }: Pick<Endpoint, 'method' | 'path'>) => `${method} ${path}`;

// Mounting only registers handlers and calls no service, so the table is read without building any.
const mounted = apiRouter({} as Services, {} as SessionDeps, {} as RequestLimits)
  .stack.flatMap((layer) =>
    layer.methods.filter((method) => method !== 'HEAD').map((method) => `${method} ${String(layer.path)}`),
  )
  .sort();
const declared = Object.values(endpoints).map(route).sort();
const planned = plannedEndpoints.map((name) => route(endpoints[name])).sort();

describe('the API route table against the contracts endpoint table', () => {
  it('serves or plans every declared endpoint', () => {
    expect(declared.filter((endpoint) => !mounted.includes(endpoint) && !planned.includes(endpoint))).toEqual([]);
  });

  it('mounts no planned endpoint', () => {
    expect(planned.filter((endpoint) => mounted.includes(endpoint))).toEqual([]);
  });

  it('mounts nothing the table does not declare, and each endpoint once', () => {
    expect(mounted.filter((endpoint) => !declared.includes(endpoint))).toEqual([]);
    expect(new Set(mounted).size).toBe(mounted.length);
  });
});
