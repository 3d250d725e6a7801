// The feedback form's lookups: the robot by serial or PN, the part by PN (spec 03). A value not found clears
// its field.
import type { UseFormReturnType } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { robotBySnQuery } from '../../lib/robot-queries';
import { partQuery, robotByPnQuery } from './api';
import type { FeedbackValues, FormContext } from './feedback-form';
import type { PartFound, RobotFound } from './components/lookup-field';

type Form = UseFormReturnType<FeedbackValues>;

/** The robot by serial (broken robot, technical) or PN (robots missing item); not found opens a dialog. */
export function useRobotLookup(form: Form, context: FormContext) {
  const queryClient = useQueryClient();
  const [robot, setRobot] = useState<RobotFound | null>(null);
  const [robotNotFound, setRobotNotFound] = useState(false);
  const lookedUp = useRef('');
  const usesRobotSerial = context.formType === 'brokenRobot' || context.formType === 'technical';
  const usesRobotPn = context.formType === 'missingItem' && context.menu === 'robots';

  const lookUpRobot = async (): Promise<boolean> => {
    const field = usesRobotSerial ? 'sn' : 'pn';
    const value = form.getValues()[field].trim();
    if (!value) {
      setRobot(null);
      return false;
    }
    if (robot && lookedUp.current === `${field}:${value}`) return true;
    try {
      if (field === 'sn') {
        const found = await queryClient.fetchQuery(robotBySnQuery(value));
        setRobot({ pn: found.pn, name: found.name, image: found.images.main });
        form.setFieldValue('pn', found.pn);
      } else {
        const found = await queryClient.fetchQuery(robotByPnQuery(value));
        setRobot({ pn: found.pn, name: found.name, image: found.images.main });
      }
      lookedUp.current = `${field}:${value}`;
      return true;
    } catch {
      lookedUp.current = '';
      setRobot(null);
      form.setFieldValue(field, '');
      setRobotNotFound(true);
      return false;
    }
  };
  /** The server did not find the robot the form names. */
  const notFound = () => {
    setRobot(null);
    setRobotNotFound(true);
  };
  return {
    robot,
    usesRobot: usesRobotSerial || usesRobotPn,
    lookUpRobot,
    robotNotFound,
    notFound,
    closeNotFound: () => setRobotNotFound(false),
  };
}

/** The part (wrong item: the item received; broken item: its PN): serial or counted; not found clears it. */
export function usePartLookup(context: FormContext) {
  const queryClient = useQueryClient();
  const [part, setPart] = useState<PartFound | null>(null);
  const [partMissing, setPartMissing] = useState(false);
  const lookUpPart = async (form: Form) => {
    const field = context.formType === 'wrongItem' ? 'incorrectItemNo' : 'pn';
    const value = form.getValues()[field].trim();
    setPartMissing(false);
    if (!value) {
      setPart(null);
      return;
    }
    if (part?.pn === value) return;
    try {
      const found = await queryClient.fetchQuery(partQuery(value));
      setPart({ pn: value, description: found.description, isSerial: !found.nonSerialic });
    } catch {
      // Spec 03 s8: silently clears the part (and with it the serial requirement).
      setPart(null);
      setPartMissing(true);
      form.setFieldValue(field, '');
    }
  };
  return { part, partMissing, lookUpPart };
}
