import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ADVISOR_INTERESTS, AskAiFields, TRAVEL_STYLES } from '@farewise/contracts';
import { Send } from 'lucide-react';
import { Column, Columns } from '../../layout/Columns';
import { Inline } from '../../layout/Inline';
import { Stack } from '../../layout/Stack';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { CheckboxGroup } from '../../primitives/CheckboxGroup';
import { FormField } from '../../primitives/FormField';
import { Input } from '../../primitives/Input';
import { countOptions, Select } from '../../primitives/Select';
import { AdvisorAnswer } from '../AdvisorAnswer';
import { useAskAdvisor } from '../useAskAdvisor';
import { EMPTY_ASK_AI, SAMPLE_QUESTIONS, smartQuery } from './askAiForm';
import * as css from './AskAi.css';

const TRAVELER_OPTIONS = countOptions(1, 9, 'traveler');
const STYLE_OPTIONS = TRAVEL_STYLES.map((style) => ({
  value: style,
  label: style[0]!.toUpperCase() + style.slice(1),
}));

/**
 * The Ask AI tab (spec 01 §2, AI issue): a travel profile (budget per person in USD, travelers, style, interests),
 * the question box (Enter or Ask AI submits; a blank question toasts "Query Required"), five sample questions that
 * fill the box, and the "AI Travel Advisor" answer panel, streaming, with its numbered sources. A budget that is not
 * a positive amount is refused under its field and nothing is sent; what was typed stays.
 */
export function AskAi() {
  const formId = useId();
  const { ask, thinking, streamed, answer } = useAskAdvisor();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setFocus,
    formState: { errors },
  } = useForm<AskAiFields>({ resolver: zodResolver(AskAiFields), defaultValues: EMPTY_ASK_AI });
  const submit = handleSubmit((fields) => ask(smartQuery(fields)));

  return (
    <Columns space="xl" collapseBelow="desktop">
      <Column>
        <Card as="section" variant="outlined" aria-labelledby={`${formId}-profile`}>
          <Stack space="lg">
            <h3 className={css.heading} id={`${formId}-profile`}>
              Your travel profile
            </h3>
            <FormField label="Budget per person (USD)" hint="Optional" error={errors.budget?.message}>
              {(props) => (
                <Input {...props} {...register('budget')} form={formId} inputMode="decimal" placeholder="e.g. 1500" />
              )}
            </FormField>
            <FormField label="Travelers">
              {(props) => (
                <Controller
                  control={control}
                  name="travelers"
                  render={({ field }) => (
                    <Select
                      {...props}
                      options={TRAVELER_OPTIONS}
                      value={String(field.value)}
                      onValueChange={(value) => field.onChange(Number(value))}
                    />
                  )}
                />
              )}
            </FormField>
            <FormField label="Travel style">
              {(props) => (
                <Controller
                  control={control}
                  name="travelStyle"
                  render={({ field }) => (
                    <Select {...props} options={STYLE_OPTIONS} value={field.value} onValueChange={field.onChange} />
                  )}
                />
              )}
            </FormField>
            <Controller
              control={control}
              name="interests"
              render={({ field }) => (
                <CheckboxGroup
                  legend="Interests"
                  options={ADVISOR_INTERESTS}
                  value={field.value}
                  onValueChange={field.onChange}
                  columns={{ mobile: 2 }}
                />
              )}
            />
          </Stack>
        </Card>
      </Column>
      <Column className={css.answerColumn}>
        <Stack space="lg">
          <Stack as="form" space="md" id={formId} onSubmit={submit} noValidate aria-label="Ask the AI travel advisor">
            <FormField label="Your travel question">
              {(props) => (
                <Columns space="sm" alignY="bottom" collapseBelow="tablet">
                  <Column>
                    <Input
                      {...props}
                      {...register('query')}
                      placeholder="e.g. When is it cheapest to fly to Lisbon?"
                      autoComplete="off"
                      maxLength={1000}
                    />
                  </Column>
                  <Column width="content">
                    <Button type="submit" loading={thinking}>
                      <Send size={16} aria-hidden="true" /> Ask AI
                    </Button>
                  </Column>
                </Columns>
              )}
            </FormField>
          </Stack>
          <Stack space="sm">
            <p className={css.samplesTitle} id={`${formId}-samples`}>
              Try a sample question
            </p>
            <Inline as="ul" space="sm" className={css.samples} aria-labelledby={`${formId}-samples`}>
              {SAMPLE_QUESTIONS.map((question) => (
                <li key={question}>
                  <Button
                    type="button"
                    variant="soft"
                    size="sm"
                    className={css.sample}
                    onClick={() => {
                      setValue('query', question);
                      setFocus('query');
                    }}
                  >
                    {question}
                  </Button>
                </li>
              ))}
            </Inline>
          </Stack>
          <AdvisorAnswer thinking={thinking} streamed={streamed} answer={answer} />
        </Stack>
      </Column>
    </Columns>
  );
}
