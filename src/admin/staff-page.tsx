import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { STAFF_ROLES, type StaffRole } from '../schema/admin-api/contract';
import { STAFF_CALLS, STAFF_PASSWORD, type StaffMember } from '../schema/admin-api/staff';
import { adminFor, AdminRefusal, problemsByField } from './api';
import {
  FormStatus,
  NewPasswordField,
  SelectField,
  TableFrame,
  TextField,
  tooShort,
  useOutcome,
  usePageTitle,
  useRefusal,
  Waiting,
} from './fields';
import { mayCall, NotForYourRole, useSignedIn } from './shell';
import { roleWord } from './words';

const admin = adminFor(STAFF_CALLS);

/** The owner's page of the staff: who they are, their roles, disabling, and a new member. */
export function StaffPage() {
  const { t } = useTranslation();
  const { caller } = useSignedIn();
  usePageTitle(t('staff.title'));
  const allowed = mayCall(caller.role, STAFF_CALLS['staff/list'].roles);
  const staff = useSWR(allowed ? 'staff/list' : null, async () => (await admin.call('staff/list')).data.staff);
  const outcome = useOutcome();
  const refusal = useRefusal();

  if (!allowed) return <NotForYourRole roles={STAFF_CALLS['staff/list'].roles} />;

  async function change(member: StaffMember, change: { role?: StaffRole; disabled?: boolean }, said: string) {
    outcome.clear();
    try {
      await admin.call('staff/update', { params: { email: member.email }, body: change });
      outcome.succeed(said);
    } catch (error) {
      const lastOwner = error instanceof AdminRefusal && error.answer.status === 409;
      outcome.fail(lastOwner ? t('staff.lastOwner', { email: member.email }) : t('error.summary', { message: refusal(error) }));
    }
    await staff.mutate();
  }

  return (
    <>
      <h1 tabIndex={-1}>{t('staff.title')}</h1>
      <p>{t('staff.intro')}</p>
      <FormStatus done={outcome.done} failed={outcome.failed} />
      {staff.error || !staff.data ? (
        <Waiting failed={staff.error !== undefined} />
      ) : (
        <TableFrame label={t('staff.title')} narrow>
          <table>
            <caption className="visually-hidden">{t('staff.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('staff.email')}</th>
                <th scope="col">{t('staff.role')}</th>
                <th scope="col">{t('staff.status')}</th>
                <th scope="col" className="wide-only">
                  {t('staff.since')}
                </th>
                <th scope="col">{t('staff.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {staff.data.map((member) => (
                <tr key={member.email}>
                  <th scope="row">
                    <span data-record>{member.email}</span>
                  </th>
                  <td>
                    <select
                      aria-label={t('staff.roleOf', { email: member.email })}
                      value={member.role}
                      onChange={(event) => {
                        const role = event.target.value as StaffRole;
                        void change(member, { role }, t('staff.saved', { email: member.email, role: t(roleWord(role)) }));
                      }}
                    >
                      {STAFF_ROLES.map((role) => (
                        <option key={role} value={role}>
                          {t(roleWord(role))}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td className="state">{t(member.disabled ? 'staff.disabled' : 'staff.active')}</td>
                  <td className="wide-only">
                    <time dateTime={member.createdAt}>{new Date(member.createdAt).toLocaleDateString(document.documentElement.lang)}</time>
                  </td>
                  <td>
                    <button
                      type="button"
                      aria-label={t(member.disabled ? 'staff.enable' : 'staff.disable', { email: member.email })}
                      onClick={() =>
                        void change(
                          member,
                          { disabled: !member.disabled },
                          t(member.disabled ? 'staff.enabledDone' : 'staff.disabledDone', { email: member.email }),
                        )
                      }
                    >
                      {t(member.disabled ? 'staff.enableShort' : 'staff.disableShort')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
      <AddMember onAdded={() => void staff.mutate()} />
    </>
  );
}

function AddMember({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation();
  const outcome = useOutcome();
  const refusal = useRefusal();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const body = { email: String(form.get('email')), role: String(form.get('role')) as StaffRole, password: String(form.get('password')) };
    outcome.clear();
    if (tooShort(body.password)) {
      outcome.name({ password: t('home.password.hint', { min: STAFF_PASSWORD.min }) });
      return;
    }
    try {
      const { data } = await admin.call('staff/add', { body });
      formElement.reset();
      outcome.succeed(t('staff.add.done', { email: data.member.email, role: t(roleWord(data.member.role)) }));
      onAdded();
    } catch (error) {
      const named = problemsByField(error, t);
      if (error instanceof AdminRefusal && error.answer.status === 409)
        named.email = t('staff.add.taken', { email: body.email.trim().toLowerCase() });
      outcome.name(named);
      if (Object.keys(named).length === 0) outcome.fail(t('error.summary', { message: refusal(error) }));
    }
  }

  return (
    <section aria-labelledby="add-title">
      <h2 id="add-title">{t('staff.add.title')}</h2>
      <form onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('staff.email')}
          name="email"
          type="email"
          autoComplete="off"
          required
          maxLength={254}
          problem={outcome.problems.email}
        />
        <SelectField label={t('staff.role')} name="role" defaultValue="editor" problem={outcome.problems.role}>
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(roleWord(role))}
            </option>
          ))}
        </SelectField>
        <NewPasswordField
          label={t('staff.add.password')}
          name="password"
          hint={t('staff.add.passwordHint', { min: STAFF_PASSWORD.min })}
          problem={outcome.problems.password}
        />
        <FormStatus done={outcome.done} failed={outcome.failed} />
        <button type="submit" className="primary">
          {t('staff.add.submit')}
        </button>
      </form>
    </section>
  );
}
