import type { CompanyDetail } from '@poolside/contract/companies';
import { Badge, Group, Paper, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { showError, showSuccessDialog } from '../../../components/feedback-dialogs';
import { PageLoader } from '../../../components/page-loader';
import { useSessionUser } from '../../../lib/session';
import { companyOptionsQuery, companyQuery, useCreateCompany, useUpdateCompany } from '../api';
import { CompanyForm } from '../components/company-form';
import { CompanyUsers } from '../components/company-users';

/** /admin/companies/new and /admin/companies/{id}: the form (type 1 edits, type 2 reads) and its users. */
export function CompanyPage() {
  const { t } = useTranslation('companies');
  const me = useSessionUser();
  const navigate = useNavigate();
  const param = useParams().companyId;
  const isNew = param === 'new';
  const id = Number(param);
  const isValidId = Number.isInteger(id) && id > 0;
  const canWrite = me.type.id === 1;
  const company = useQuery({ ...companyQuery(id), enabled: !isNew && isValidId });
  const options = useQuery(companyOptionsQuery);
  const create = useCreateCompany();
  const update = useUpdateCompany(id);
  useEffect(() => {
    if ((isNew && !canWrite) || (!isNew && !isValidId)) navigate(paths.admin.companies(), { replace: true });
  }, [isNew, canWrite, isValidId, navigate]);
  useEffect(() => {
    const error = company.error ?? options.error;
    if (error) {
      showError(error);
      navigate(paths.admin.companies(), { replace: true });
    }
  }, [company.error, options.error, navigate]);
  if (!options.data || (!isNew && !company.data)) return <PageLoader />;
  const current = company.data;
  return (
    <Stack>
      <Group gap="sm">
        <Title order={2}>{current ? t('editTitle', { name: current.name }) : t('newTitle')}</Title>
        {current && !current.isActive && (
          <Badge color="gray" tt="none">
            {t('inactiveLabel')}
          </Badge>
        )}
      </Group>
      <Paper withBorder p="md">
        <CompanyForm
          key={current ? `${current.id}` : 'new'}
          company={current}
          options={options.data}
          canWrite={canWrite}
          busy={create.isPending || update.isPending}
          save={(body) => (current ? update.mutateAsync(body) : create.mutateAsync(body))}
          onSaved={(leave, saved) => {
            if (current) {
              showSuccessDialog(t('saved'));
              return;
            }
            const created = (saved as { company: CompanyDetail }).company;
            showSuccessDialog(t('created'));
            leave(() => navigate(paths.admin.company(created.id), { replace: true }));
          }}
        />
      </Paper>
      {current && <CompanyUsers companyId={current.id} />}
    </Stack>
  );
}
