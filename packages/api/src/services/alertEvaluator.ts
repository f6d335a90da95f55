import { DateTime } from 'luxon';
import type { Logger } from 'pino';
import type { AirportIndex } from '../domain/airports/AirportIndex';
import { alertFires, cooldownStart } from '../domain/alerts/evaluate';
import { defaultDepartureDate } from '../domain/flights/search';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { PriceAlertRepository } from '../repositories/priceAlerts';
import { UserRepository } from '../repositories/users';
import type { FareModel } from './fareModel';
import { createMailer, type SendMail } from './mailer';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * The fare an alert watches: the cheapest one-way economy fare on the route for the departure day a home search
 * defaults to, booked today (USD per person), from the pricing model. Answers undefined for an unknown code or a
 * route no carrier flies.
 */
export function routeFare(airports: AirportIndex, fares: FareModel, origin: string, destination: string, now: Date) {
  const from = airports.get(origin);
  const to = airports.get(destination);
  if (!from || !to || !fares.serves(from, to)) return undefined;
  const today = DateTime.fromJSDate(now, { zone: 'utc' }).toISODate()!;
  return fares.cheapest(from, to, defaultDepartureDate(today), today);
}

/** What one evaluator run did. */
export interface EvaluationReport {
  checked: number;
  triggered: number;
  emailed: number;
}

export interface AlertEvaluatorDeps {
  alerts: PriceAlertRepository;
  users: UserRepository;
  airports: AirportIndex;
  fares: FareModel;
  sendMail: SendMail;
  logger: Logger;
}

/** The evaluator's dependencies over a database, mailing as `mail` says. */
export function alertEvaluatorDeps(
  db: Db,
  mail: Config['mail'],
  airports: AirportIndex,
  fares: FareModel,
  logger: Logger,
): AlertEvaluatorDeps {
  return {
    alerts: new PriceAlertRepository(db),
    users: new UserRepository(db),
    airports,
    fares,
    sendMail: createMailer(mail, logger),
    logger,
  };
}

/**
 * Re-prices every active alert's route and records the fare. An alert whose condition holds (see `alertFires`)
 * gets `lastTriggered`, and an email when its owner keeps email on. A failed email (after the mailer's bounded
 * retries) is logged and does not stop the run. Push is stored as a preference only: nothing is pushed yet.
 */
export async function evaluateAlerts(deps: AlertEvaluatorDeps, now: Date): Promise<EvaluationReport> {
  const report: EvaluationReport = { checked: 0, triggered: 0, emailed: 0 };
  for (const alert of await deps.alerts.active()) {
    const fare = routeFare(deps.airports, deps.fares, alert.origin, alert.destination, now);
    if (fare === undefined) continue;
    report.checked++;
    const fires = alertFires(alert, fare, now);
    // Another process may have fired it since `active()` was read: only the run whose claim lands mails it.
    const claimed = await deps.alerts.recordCheck(
      alert.id,
      fare,
      fires ? { at: now, since: cooldownStart(now) } : null,
    );
    if (!claimed) continue;
    report.triggered++;
    if (!alert.emailNotifications) continue;
    const user = await deps.users.findById(alert.userId);
    if (!user) continue;
    try {
      await deps.sendMail({
        to: user.email,
        subject: `Price alert: ${alert.origin} → ${alert.destination} is now ${usd.format(fare)}`,
        text: [
          `Hello ${user.firstName ?? user.username},`,
          '',
          `The fare you are watching from ${alert.origin} to ${alert.destination} is ${usd.format(fare)} per person,`,
          alert.alertType === 'below'
            ? `at or under your target of ${usd.format(alert.targetPrice)}.`
            : `${alert.dropPercentage}% or more under the ${usd.format(alert.referencePrice)} it was when you set the alert.`,
          '',
          'Search the route on Farewise to book before it changes.',
        ].join('\n'),
      });
      report.emailed++;
    } catch (error) {
      deps.logger.error({ err: error, alertId: alert.id }, 'price alert email failed');
    }
  }
  return report;
}

/**
 * Runs {@link evaluateAlerts} every `minutes` (never two runs at once) while `isLeader()` says this process is the
 * one elected to (see `campaign`), until the returned stop function is called.
 * A run that fails, however it fails, is logged and the next one still runs: no rejection leaves the timer, so a
 * database hiccup cannot take the server down. The stop function waits for a run under way and never rejects.
 */
export function scheduleAlertEvaluation(
  deps: AlertEvaluatorDeps,
  minutes: number,
  now: () => Date,
  isLeader: () => boolean = () => true,
): () => Promise<void> {
  const run = async () => {
    if (!isLeader()) return;
    try {
      deps.logger.info(await evaluateAlerts(deps, now()), 'price alerts evaluated');
    } catch (error) {
      deps.logger.error({ err: error }, 'price alert evaluation failed');
    }
  };
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(run);
  }, minutes * 60_000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
