import { useNavigate } from 'react-router';
import { MSG, can } from '@candid/shared';
import type { Enterprise } from '../../api/entities';
import { useOwnEnterprise, useUpdateEnterprise } from '../../api/enterprises';
import { useCurrentUser } from '../../api/users';
import { ErrorRetry } from '../../components/ErrorRetry';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { notify } from '../../components/notify';
import { NoAccess } from '../organisation-form/NoAccess';
import { OrganisationForm } from '../organisation-form/OrganisationForm';
import { organisationValues, toEnterpriseUpdate } from '../organisation-form/organisationForm';

/** /company/edit: Edit Enterprise Account (SPEC §2), for roles with enterprise.manage. */
export function CompanyEditPage() {
  const me = useCurrentUser();
  const level = me.data?.accessLevel;
  const allowed = level !== undefined && can(level, 'enterprise.manage');
  const enterprise = useOwnEnterprise(allowed);

  if (!me.data) return <FullPageSpinner />;
  if (!allowed) {
    return <NoAccess title="Edit Enterprise Account" text={MSG.noAccessCompany} backTo="/company" backLabel="Back to the company" />;
  }
  if (enterprise.isError) return <ErrorRetry error={enterprise.error} onRetry={enterprise.refetch} />;
  if (!enterprise.data) return <FullPageSpinner label="Loading the company" />;
  return <CompanyEditForm enterprise={enterprise.data} />;
}

function CompanyEditForm({ enterprise }: { enterprise: Enterprise }) {
  const navigate = useNavigate();
  const update = useUpdateEnterprise();
  return (
    <OrganisationForm
      kind="enterprise"
      heading="Edit Enterprise Account"
      backTo="/company"
      caption="Your company"
      defaultValues={organisationValues('enterprise', enterprise)}
      logoTarget={{ kind: 'enterprise', id: enterprise.id }}
      onSave={async (values) => {
        await update.mutateAsync(toEnterpriseUpdate(enterprise.id, values));
        notify.success(MSG.companyUpdated);
        navigate('/company');
      }}
    />
  );
}
