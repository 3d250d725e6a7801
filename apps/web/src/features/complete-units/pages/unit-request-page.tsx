import type { CompleteUnit } from '@poolside/contract/complete-units';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { showErrorDialog } from '../../../components/feedback-dialogs';
import { PageLoader } from '../../../components/page-loader';
import { unitRequestQuery } from '../api';
import { UnitWizardView } from '../components/unit-wizard-view';
import { useUnitWizard } from '../use-unit-wizard';

/** /repairs/complete_unit_request (new) and /repairs/complete_unit_requests/{id} (edit + maker's reply). */
export function UnitRequestPage() {
  const { id } = useParams();
  const requestId = id ? Number(id) : null;
  const navigate = useNavigate();
  const { t } = useTranslation('completeUnits');
  const loaded = useQuery({ ...unitRequestQuery(requestId ?? 0), enabled: requestId !== null });
  // An erasure of the customer's data shows the refreshed request in a fresh form.
  const [erasures, setErasures] = useState(0);
  useEffect(() => {
    if (loaded.isError) {
      // Spec 02 section 8: the generic dialog, then back to the report list.
      showErrorDialog(loaded.error);
      navigate(paths.completeUnitReports(), { replace: true });
    }
  }, [loaded.isError, loaded.error, navigate]);
  if (requestId !== null && !loaded.data) return <PageLoader />;
  return (
    <UnitWizard
      key={`${requestId ?? 'new'}:${erasures}`}
      request={loaded.data ?? null}
      title={requestId ? t('editTitle', { id: requestId }) : t('newTitle')}
      onErased={() => setErasures((n) => n + 1)}
    />
  );
}

/** The wizard of one request (or a new one): its state (use-unit-wizard.ts) in its layout. */
function UnitWizard(props: { request: CompleteUnit | null; title: string; onErased: () => void }) {
  const wizard = useUnitWizard(props.request);
  return <UnitWizardView wizard={wizard} {...props} />;
}
