import { useEffect, useRef, useState } from 'react';
import type { QuestionnaireAnswers } from '@farewise/contracts';
import { ArrowLeft, ArrowRight, RotateCcw, Sparkles } from 'lucide-react';
import { describeError } from '../../api/client';
import { useQuestionnaireRecommendations } from '../../api/useQuestionnaire';
import { CardGridSkeleton } from '../../layout/CardGridSkeleton';
import { Column, Columns } from '../../layout/Columns';
import { Inline } from '../../layout/Inline';
import { Stack } from '../../layout/Stack';
import { CARD_COLUMNS, Tiles } from '../../layout/Tiles';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Progress } from '../../primitives/Progress';
import { RadioTiles } from '../../primitives/RadioTiles';
import { RecommendationCard } from '../RecommendationCard';
import { QUESTIONS, type Step } from './questions';
import { question } from './Questionnaire.css';

const LAST_STEP: Step = 5;

function Results({ answers, onStartOver }: { answers: QuestionnaireAnswers; onStartOver: () => void }) {
  const results = useQuestionnaireRecommendations(answers);
  const startOver = (
    <Button variant="outline" onClick={onStartOver}>
      <RotateCcw size={16} aria-hidden="true" />
      Start Over
    </Button>
  );
  if (results.isError) {
    return (
      <Card variant="outlined" padding="lg">
        <Alert tone="critical" role="alert">
          <Stack space="md" align="left">
            <p>We couldn’t get your recommendations: {describeError(results.error)}</p>
            <Inline space="sm">
              <Button variant="outline" onClick={() => void results.refetch()} loading={results.isFetching}>
                Try again
              </Button>
              {startOver}
            </Inline>
          </Stack>
        </Alert>
      </Card>
    );
  }
  return (
    <Card variant="outlined" padding="lg">
      <Stack space="xl">
        <Columns space="md" alignY="center">
          <Column>
            <h3 className={question}>Your recommended destinations</h3>
          </Column>
          <Column width="content">{startOver}</Column>
        </Columns>
        {results.isPending ? (
          <CardGridSkeleton label="Finding destinations for you" height={240} />
        ) : results.data.length === 0 ? (
          <p>No destinations match these answers yet. Start over and loosen one of them.</p>
        ) : (
          <Tiles as="ul" columns={CARD_COLUMNS} space="lg" aria-label="Recommended destinations">
            {results.data.map((recommendation) => (
              <li key={recommendation.id}>
                <RecommendationCard recommendation={recommendation} />
              </li>
            ))}
          </Tiles>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The preference questionnaire (spec 01 §4, §9): five steps (destination type, duration, season, travel style,
 * budget band) with progress 20–100 %. Next needs an answer; Previous is disabled on step 1; step 5's button is Get
 * Recommendations, which loads `GET /api/questionnaire/5`. Start Over clears the step, the answers and the results.
 */
export function Questionnaire() {
  const [step, setStep] = useState<Step>(1);
  const [answers, setAnswers] = useState<Partial<QuestionnaireAnswers>>({});
  const [submitted, setSubmitted] = useState<QuestionnaireAnswers>();
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // After Next, Previous or Start Over, focus goes to the new question so screen readers read it; not on first load.
  useEffect(() => {
    if (moved.current && !submitted) heading.current?.focus();
  }, [step, submitted]);

  const startOver = () => {
    moved.current = true;
    setStep(1);
    setAnswers({});
    setSubmitted(undefined);
  };
  if (submitted) return <Results answers={submitted} onStartOver={startOver} />;

  const current = QUESTIONS[step - 1]!;
  const answer = answers[step];
  const go = (to: Step) => {
    moved.current = true;
    setStep(to);
  };
  const next = () => {
    if (!answer) return;
    if (step === LAST_STEP) setSubmitted(answers as QuestionnaireAnswers);
    else go((step + 1) as Step);
  };

  return (
    <Card variant="outlined" padding="lg">
      <Stack space="xl">
        <Progress value={step * 20} label={`Step ${step} of 5 · ${current.topic}`} showValue />
        <h3 ref={heading} tabIndex={-1} className={question}>
          {current.question}
        </h3>
        <RadioTiles
          label={current.question}
          tiles={current.options.map((option) => ({ value: option.id, label: option.label, detail: option.detail }))}
          value={answer}
          onValueChange={(value) => setAnswers({ ...answers, [step]: value })}
        />
        <Columns space="md">
          <Column>
            <Button variant="outline" onClick={() => go((step - 1) as Step)} disabled={step === 1}>
              <ArrowLeft size={16} aria-hidden="true" />
              Previous
            </Button>
          </Column>
          <Column width="content">
            <Button onClick={next} disabled={!answer}>
              {step === LAST_STEP ? (
                <>
                  <Sparkles size={16} aria-hidden="true" />
                  Get Recommendations
                </>
              ) : (
                <>
                  Next
                  <ArrowRight size={16} aria-hidden="true" />
                </>
              )}
            </Button>
          </Column>
        </Columns>
      </Stack>
    </Card>
  );
}
