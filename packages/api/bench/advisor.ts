// `pnpm bench:advisor`: the offline advisor's answer latency over its held-out question set, each question asked in
// turn of `POST /api/ai/smart-query` on loopback (test server: fixed clock, in-memory database). The first round
// meets cold caches (flight searches, price calendars and histories computed for the first time); later rounds
// are what a repeated question costs. Prints p50 and p99 of each, and the grounded share.
import { SmartQueryResponse } from '@farewise/contracts';
import { quantile } from 'simple-statistics';
import { ungroundedFigures } from '../src/domain/advisor/grounding';
import { HELD_OUT_QUESTIONS } from '../src/domain/advisor/heldOutQuestions';
import { testDatabases } from '../src/testing/databases';
import { startTestServer } from '../src/testing/testServer';

const ROUNDS = Number(process.env.ADVISOR_ROUNDS ?? 5);

const api = await startTestServer(testDatabases()[0]!);

/** Asks one question; its latency in ms and whether its answer is grounded. */
async function ask(query: string) {
  const started = performance.now();
  const answer = await fetch(`${api.url}/api/ai/smart-query`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, userContext: {} }),
  });
  const { response, sources } = SmartQueryResponse.parse(await answer.json());
  return { ms: performance.now() - started, grounded: ungroundedFigures(response, sources).length === 0 };
}

const rounds: number[][] = [];
let grounded = 0;
for (let round = 0; round < ROUNDS; round += 1) {
  const times: number[] = [];
  for (const [query] of HELD_OUT_QUESTIONS) {
    const result = await ask(query);
    times.push(result.ms);
    if (round === 0 && result.grounded) grounded += 1;
  }
  rounds.push(times);
}
await api.close();

const row = (name: string, times: number[]) =>
  console.log(
    `${name.padEnd(28)} ${String(times.length).padStart(4)} answers  p50 ${quantile(times, 0.5).toFixed(1).padStart(7)} ms  p99 ${quantile(times, 0.99).toFixed(1).padStart(7)} ms  max ${Math.max(
      ...times,
    )
      .toFixed(1)
      .padStart(7)} ms`,
  );
console.log(`\nOffline advisor over ${HELD_OUT_QUESTIONS.length} held-out questions, ${ROUNDS} rounds, loopback`);
row('first round (cold caches)', rounds[0]!);
if (rounds.length > 1) row('later rounds (warm)', rounds.slice(1).flat());
console.log(`grounded: ${grounded} of ${HELD_OUT_QUESTIONS.length} answers`);
