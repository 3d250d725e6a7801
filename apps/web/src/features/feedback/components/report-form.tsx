import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes';
import { type FeedbackValues, type FormContext, missingOf } from '../feedback-form';
import { useFeedbackForm, useFeedbackSend } from '../use-feedback-send';
import { usePartLookup, useRobotLookup } from '../use-feedback-lookups';
import { FeedbackFormView } from './feedback-form-view';

const newClientKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** One open form: lookups, the contract's rules, uploads, sending, the success and error dialogs. */
export function FeedbackForm({ context, onDone }: { context: FormContext; onDone: () => void }) {
  const navigate = useNavigate();
  const [clientKey, setClientKey] = useState(newClientKey);
  const { part, partMissing, lookUpPart } = usePartLookup(context);
  const fullContext: FormContext = {
    ...context,
    isSerialPart: part?.isSerial ?? false,
    isCountedPart: part ? !part.isSerial : false,
  };
  const form = useFeedbackForm(fullContext);
  const robots = useRobotLookup(form, context);
  const sending = useFeedbackSend(form, fullContext, robots.notFound);
  const { leave } = useUnsavedChangesGuard(form.isDirty() && sending.sentId === null);
  const submit = async (values: FeedbackValues) => {
    // The first submit looks the robot up when it was not found yet (spec 03 s5).
    if (robots.usesRobot && !(await robots.lookUpRobot())) return;
    window.scrollTo({ top: 0, behavior: 'smooth' });
    await sending.send(values, clientKey);
  };
  return (
    <FeedbackFormView
      form={form}
      context={context}
      onSubmit={submit}
      robots={robots}
      part={part}
      partMissing={partMissing}
      lookUpPart={() => void lookUpPart(form)}
      missingCount={missingOf(form.values, fullContext).length}
      isSending={sending.isSending}
      sentId={sending.sentId}
      onHistory={() => leave(() => navigate(paths.feedbackHistory()))}
      onDone={() => leave(onDone)}
      onAnother={() => {
        setClientKey(newClientKey());
        leave(onDone);
      }}
    />
  );
}
