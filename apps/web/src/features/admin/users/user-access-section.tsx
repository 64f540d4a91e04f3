import { Button, Group, NativeSelect, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AdminUserDetail } from '@repasse/core/contract/admin-users';
import { isAdminRole, type Role, roles } from '@repasse/core/contract/common';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFeeProfileNames } from './api/fee-profiles.ts';
import { useSetFeeProfile } from './api/set-fee-profile.ts';
import { useSetRole } from './api/set-role.ts';
import { type UserSwitch, useSetUserSwitch } from './api/set-user-switch.ts';
import { feeProfileLabel } from './fee-profile-label.ts';

type UserAccessSectionProps = {
  user: AdminUserDetail['user'];
  viewer: { id: string; role: Role } | undefined;
};

const failed = (title: string, error: Error) =>
  notifications.show({ color: 'red', title, message: error.message });

/** Role, automatic withdrawal approval, raw card data and fee profile of one user (docs/product.md §6 admin powers). */
export function UserAccessSection({ user, viewer }: UserAccessSectionProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={3} fz="md">
        {t('adminUsers.detail.access')}
      </Title>
      <RoleField user={user} viewer={viewer} />
      <UserSwitchField user={user} name="autoWithdrawal" />
      {user.role === 'seller' ? <UserSwitchField user={user} name="rawCardAllowed" /> : null}
      <FeeProfileField user={user} />
    </Stack>
  );
}

function RoleField({ user, viewer }: UserAccessSectionProps) {
  const { t } = useTranslation();
  const [role, setRole] = useState<Role>(user.role);
  const mutation = useSetRole(user.id);
  const superAdmin = viewer?.role === 'super_admin';
  const self = viewer?.id === user.id;
  // Only super-admins grant or remove administrator roles; nobody changes their own.
  const locked = self || (!superAdmin && isAdminRole(user.role));
  const options = superAdmin ? roles : roles.filter((candidate) => !isAdminRole(candidate));
  const hint = self
    ? t('adminUsers.detail.ownRole')
    : locked
      ? t('adminUsers.detail.superAdminOnly')
      : superAdmin
        ? null
        : t('adminUsers.detail.sellerOnly');

  const save = () =>
    mutation.mutate(role, {
      onSuccess: () =>
        notifications.show({
          color: 'teal',
          message: t('adminUsers.detail.roleSaved', { role: t(`roles.${role}`) }),
        }),
      onError: (error) => {
        setRole(user.role);
        failed(t('adminUsers.errors.role'), error);
      },
    });

  return (
    <Group align="flex-end" gap="sm" wrap="nowrap">
      <NativeSelect
        label={t('adminUsers.detail.role')}
        description={hint}
        inputWrapperOrder={['label', 'input', 'description']}
        value={role}
        disabled={locked || mutation.isPending}
        data={(locked ? [user.role] : options).map((value) => ({
          value,
          label: t(`roles.${value}`),
        }))}
        onChange={(event) => setRole(event.currentTarget.value as Role)}
        style={{ flex: 1 }}
      />
      {locked ? null : (
        <Button
          onClick={save}
          loading={mutation.isPending}
          disabled={role === user.role}
          mb={hint ? 22 : 0}
        >
          {t('adminUsers.detail.saveRole')}
        </Button>
      )}
    </Group>
  );
}

/** Labels of each switch, under `adminUsers.detail` (and its failure under `adminUsers.errors`). */
const switchCopy = {
  autoWithdrawal: 'autoWithdrawal',
  rawCardAllowed: 'rawCard',
} as const satisfies Record<UserSwitch, string>;

function UserSwitchField({ user, name }: { user: AdminUserDetail['user']; name: UserSwitch }) {
  const { t } = useTranslation();
  const mutation = useSetUserSwitch(user.id, name);
  const copy = switchCopy[name];
  const checked = mutation.isPending ? (mutation.variables ?? user[name]) : user[name];
  return (
    <Switch
      label={t(`adminUsers.detail.${copy}`)}
      description={t(`adminUsers.detail.${copy}Hint`)}
      checked={checked}
      disabled={mutation.isPending}
      onChange={(event) =>
        mutation.mutate(event.currentTarget.checked, {
          onSuccess: ({ enabled }) =>
            notifications.show({
              color: 'teal',
              message: t(`adminUsers.detail.${copy}${enabled ? 'On' : 'Off'}`),
            }),
          onError: (error) => failed(t(`adminUsers.errors.${copy}`), error),
        })
      }
    />
  );
}

/** The value of the "platform default" option: the API takes null. */
const platformDefault = 'default';

function FeeProfileField({ user }: { user: AdminUserDetail['user'] }) {
  const { t } = useTranslation();
  const profiles = useFeeProfileNames();
  const mutation = useSetFeeProfile(user.id);
  const assigned = user.feeProfileId === undefined ? '' : (user.feeProfileId ?? platformDefault);
  const [value, setValue] = useState(assigned);

  const save = () =>
    mutation.mutate(value === platformDefault ? null : value, {
      onSuccess: () =>
        notifications.show({ color: 'teal', message: t('adminUsers.detail.feeProfileSaved') }),
      onError: (error) => failed(t('adminUsers.errors.feeProfile'), error),
    });

  return (
    <Stack gap={6}>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <NativeSelect
          label={t('adminUsers.detail.feeProfile')}
          value={value}
          disabled={profiles.isPending || mutation.isPending}
          data={[
            ...(assigned === ''
              ? [{ value: '', label: t('adminUsers.feeProfile.notReported'), disabled: true }]
              : []),
            { value: platformDefault, label: t('adminUsers.feeProfile.default') },
            ...(profiles.data ?? []).map((profile) => ({
              value: profile.id,
              label: profile.isDefault
                ? t('adminUsers.feeProfile.defaultProfile', { name: feeProfileLabel(profile) })
                : feeProfileLabel(profile),
            })),
          ]}
          onChange={(event) => setValue(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button
          onClick={save}
          loading={mutation.isPending}
          disabled={value === '' || value === assigned}
        >
          {t('adminUsers.detail.saveFeeProfile')}
        </Button>
      </Group>
      {profiles.isError ? (
        <Text size="xs" c="var(--mantine-color-error)" role="alert">
          {t('adminUsers.errors.feeProfiles')}{' '}
          <Button variant="subtle" size="compact-xs" onClick={() => void profiles.refetch()}>
            {t('common.retry')}
          </Button>
        </Text>
      ) : null}
    </Stack>
  );
}
