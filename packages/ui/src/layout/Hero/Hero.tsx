import type { ReactNode } from 'react';
import { figure, figureLabel, figureValue, figures, hero, inner, lead, title } from './Hero.css';

/** Marketing figures of spec 01 §1. */
export const heroFigures = [
  { value: '$847', label: 'average savings' },
  { value: '500+', label: 'destinations' },
  { value: '50K+', label: 'travelers' },
] as const;

export interface HeroProps {
  /** The search form that sits in the hero. */
  children?: ReactNode;
}

/** The home hero: headline, promise, the marketing figures of spec 01 §1, and the search form below them. */
export function Hero({ children }: HeroProps) {
  return (
    <section className={hero} aria-labelledby="hero-title">
      <div className={inner}>
        <h1 id="hero-title" className={title}>
          Pay less for every trip
        </h1>
        <p className={lead}>
          Farewise compares fares, predicts the cheapest month to fly and finds cheaper destinations nearby — so you
          know when to book and when to wait.
        </p>
        <dl className={figures}>
          {heroFigures.map((item) => (
            <div key={item.label} className={figure}>
              <dt className={figureLabel}>{item.label}</dt>
              <dd className={figureValue}>{item.value}</dd>
            </div>
          ))}
        </dl>
        {children}
      </div>
    </section>
  );
}
