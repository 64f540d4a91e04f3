import { Tabs } from '@mantine/core';
import { IconGift, IconTrophy } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { PanelHeader } from '../panel-ui/panel-header.tsx';
import { type AwardsSection, awardsSectionOf, awardsSections } from './awards-sections.ts';
import { ClaimsSection } from './claims-section.tsx';
import { TiersSection } from './tiers-section.tsx';

const sectionIcons = { tiers: IconTrophy, claims: IconGift } as const satisfies Record<
  AwardsSection,
  unknown
>;

/**
 * Admin → Management → Awards (issue 18): the tiers sellers reach by total invoiced, and the
 * fulfilment of physical awards (approve, ship with a tracking code, deliver or refuse).
 */
export default function AwardsPanel() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const section = awardsSectionOf(params.get('section'));
  const open = (next: string | null) => {
    const updated = new URLSearchParams(params);
    if (next && next !== 'tiers') updated.set('section', next);
    else updated.delete('section');
    updated.delete('status');
    setParams(updated, { replace: true });
  };
  return (
    <>
      <PanelHeader title={t('admin.panels.awards')} description={t('awards.admin.description')} />
      <Tabs value={section} onChange={open} keepMounted={false} variant="pills">
        <Tabs.List aria-label={t('awards.admin.sections.label')} mb="md">
          {awardsSections.map((id) => {
            const SectionIcon = sectionIcons[id];
            return (
              <Tabs.Tab key={id} value={id} leftSection={<SectionIcon size={16} aria-hidden />}>
                {t(`awards.admin.sections.${id}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <Tabs.Panel value="tiers">
          <TiersSection />
        </Tabs.Panel>
        <Tabs.Panel value="claims">
          <ClaimsSection />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
