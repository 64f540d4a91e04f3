import { useSearchParams } from 'react-router';
import { CatalogEntryView } from './catalog-entry-view.tsx';
import { CatalogGrid } from './catalog-grid.tsx';

/** The query parameter naming the opened integration: /integrations?tab=catalog&integration=<id>. */
export const openedIntegrationParam = 'integration';

/** /integrations → Catalog: the integrations on offer, or the one opened. */
export function CatalogPanel() {
  const [params, setParams] = useSearchParams();
  const opened = params.get(openedIntegrationParam);
  if (opened) {
    return <CatalogEntryView id={opened} onBack={() => setParams({ tab: 'catalog' })} />;
  }
  return (
    <CatalogGrid onOpen={(id) => setParams({ tab: 'catalog', [openedIntegrationParam]: id })} />
  );
}
