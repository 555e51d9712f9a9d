import { useNavigate, useSearchParams } from 'react-router';
import { MSG, can } from '@candid/shared';
import type { Employer } from '../../api/entities';
import { errorMessage } from '../../api/client';
import { useCreateEmployer, useEmployer, useUpdateEmployer } from '../../api/employers';
import { useCurrentUser } from '../../api/users';
import { ErrorRetry } from '../../components/ErrorRetry';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { notify } from '../../components/notify';
import { NoAccess } from '../organisation-form/NoAccess';
import { OrganisationForm } from '../organisation-form/OrganisationForm';
import { emptyOrganisation, organisationValues, toEmployerInput } from '../organisation-form/organisationForm';

const HEADING = 'Company detail';

/** Whether the signed-in user may create and edit clients; undefined while the user loads. */
function useCanEditClients(): boolean | undefined {
  const me = useCurrentUser();
  return me.data ? can(me.data.accessLevel, 'employers.edit') : undefined;
}

function NoClientAccess() {
  return <NoAccess title={HEADING} text={MSG.noAccessClients} backTo="/clients" backLabel="Back to clients" />;
}

/**
 * /clients/create: SPEC §2's client company detail, create variant. Save creates the client
 * ('Employer created'), uploads a logo chosen meanwhile, and opens the edit variant.
 */
export function ClientCreatePage() {
  const allowed = useCanEditClients();
  const navigate = useNavigate();
  const create = useCreateEmployer();
  if (allowed === undefined) return <FullPageSpinner />;
  if (!allowed) return <NoClientAccess />;
  return (
    <OrganisationForm
      kind="employer"
      heading={HEADING}
      backTo="/clients"
      caption="New client"
      defaultValues={emptyOrganisation()}
      onSave={async (values, { pendingLogo, uploadLogo }) => {
        const answer = await create.mutateAsync(toEmployerInput(values));
        const id = answer.data.id;
        notify.success(answer.message || MSG.employerCreated);
        if (pendingLogo) {
          try {
            await uploadLogo({ kind: 'employer', id }, pendingLogo);
          } catch (error) {
            // The client exists: its edit page offers the upload again.
            notify.error(errorMessage(error));
          }
        }
        navigate(`/clients/edit?id=${id}`, { replace: true });
      }}
    />
  );
}

/** /clients/edit?id=N: the edit variant; Save returns to /clients (SPEC §2). */
export function ClientEditPage() {
  const allowed = useCanEditClients();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const employer = useEmployer(allowed && valid ? id : undefined);

  if (allowed === undefined) return <FullPageSpinner />;
  if (!allowed) return <NoClientAccess />;
  if (!valid) return <NoAccess title={HEADING} text="This client could not be found." backTo="/clients" backLabel="Back to clients" />;
  if (employer.isError) return <ErrorRetry error={employer.error} onRetry={employer.refetch} />;
  if (!employer.data) return <FullPageSpinner label="Loading the client" />;
  return <ClientEditForm key={employer.data.id} employer={employer.data} />;
}

function ClientEditForm({ employer }: { employer: Employer }) {
  const navigate = useNavigate();
  const update = useUpdateEmployer();
  return (
    <OrganisationForm
      kind="employer"
      heading={HEADING}
      backTo="/clients"
      caption="Client"
      defaultValues={organisationValues('employer', employer)}
      logoTarget={{ kind: 'employer', id: employer.id }}
      onSave={async (values) => {
        const answer = await update.mutateAsync({ id: employer.id, update: toEmployerInput(values) });
        // SPEC §8: an update shows the text the server answers with.
        notify.success(answer.message || MSG.companyUpdated);
        navigate('/clients');
      }}
    />
  );
}
