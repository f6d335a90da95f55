import { useId } from 'react';
import type { SmartQueryResponse } from '@farewise/contracts';
import { Sparkles } from 'lucide-react';
import { Inline } from '../../layout/Inline';
import { Stack } from '../../layout/Stack';
import { Card } from '../../primitives/Card';
import { Link } from '../../primitives/Link';
import { Skeleton } from '../../primitives/Skeleton';
import { answerParts } from '../citations';
import { SourceBadge } from '../SourceBadge';
import * as css from './AdvisorAnswer.css';

/** The answer shown when the advisor's text is empty (spec 01 §8). */
export const DEFAULT_ANSWER =
  'AI analysis complete. Based on current travel data and your preferences, I recommend exploring the suggestions above.';

export interface AdvisorAnswerProps {
  /** A question is on its way and nothing of its answer has come yet. */
  thinking: boolean;
  /** The answer text as it streams in, before its figures are checked; null when nothing is streaming. */
  streamed: string | null;
  /** The last complete answer with its sources; null before the first. */
  answer: SmartQueryResponse | null;
  /** The heading level of the panel's title: 2 on a page of its own, 3 inside a tab. */
  level?: 2 | 3;
}

/** An answer's text with each citation `[n]` linked to the page of its source. */
function CitedText({ answer }: { answer: SmartQueryResponse }) {
  const byId = new Map(answer.sources.map((source) => [source.id, source]));
  return (
    <p className={css.text}>
      {answerParts(answer.response, new Set(byId.keys())).map((part, index) =>
        part.kind === 'text' ? (
          part.text
        ) : (
          <Link key={index} href={byId.get(part.id)!.href} className={css.cite} aria-label={`source ${part.id}`}>
            [{part.id}]
          </Link>
        ),
      )}
    </p>
  );
}

/**
 * The "AI Travel Advisor" answer panel (spec 01 §2 Ask AI, AI issue): a thinking state, then the answer as it
 * streams, then the checked answer with its numbered source badges, each opening the page that shows its figure. An
 * empty answer text reads the spec's default text. The last good answer stays while a new one is asked.
 */
export function AdvisorAnswer({ thinking, streamed, answer, level = 3 }: AdvisorAnswerProps) {
  const titleId = useId();
  const Heading = `h${level}` as const;
  const status = streamed !== null ? 'Writing the answer…' : thinking ? 'Thinking…' : answer ? 'Answer ready.' : '';
  return (
    <Card as="section" variant="outlined" className={css.panel} aria-labelledby={titleId}>
      <Stack space="md">
        <Heading className={css.title} id={titleId}>
          <Sparkles size={20} aria-hidden="true" /> AI Travel Advisor
        </Heading>
        <p className={css.muted} role="status">
          {status}
        </p>
        {streamed !== null ? (
          <p className={css.text} aria-busy="true">
            {streamed}
            <span className={css.caret} aria-hidden="true" />
          </p>
        ) : thinking ? (
          <Stack space="sm" aria-hidden="true">
            <Skeleton height={16} />
            <Skeleton height={16} />
            <Skeleton height={16} width="60%" />
          </Stack>
        ) : answer ? (
          <Stack space="md">
            {answer.response.trim() ? <CitedText answer={answer} /> : <p className={css.text}>{DEFAULT_ANSWER}</p>}
            {answer.sources.length > 0 && (
              <Inline as="ol" space="sm" className={css.sources} aria-label="Sources">
                {answer.sources.map((source) => (
                  <li key={source.id}>
                    <SourceBadge source={source} />
                  </li>
                ))}
              </Inline>
            )}
          </Stack>
        ) : (
          <p className={css.muted}>
            Ask about fares, the cheapest time to fly or where your budget can take you. Every figure in an answer links
            to the page it comes from.
          </p>
        )}
      </Stack>
    </Card>
  );
}
