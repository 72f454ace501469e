// /: greeting, search by name or document, and 'Últimas respostas', kept current by realtime events.
// The two indicator cards exist but stay hidden (docs/product.md#home).
import { lazy, Suspense } from 'react';
import { Alert, Flex, Typography } from 'antd';
import { ListPagination, Page, useCurrentUser, useSearchBox, useRequest } from '@formbuilder/shared-ui';
import { useSubmissionPages } from '../../../api/use-submission-pages';
import { SubmissionList } from '../../../components/submission-list';
import { text } from '../../../text';
import { homeCounts } from '../api/home-counts';

// The indicator cards are hidden, so their counts are not read at all, nor their code downloaded.
const COUNTERS_SHOWN: boolean = false;

const IndicatorCards = lazy(async () => ({ default: (await import('./indicator-cards')).IndicatorCards }));

export function HomePage() {
  const firstName = useCurrentUser()?.name.split(' ')[0] ?? '';
  const { search, box: searchBox } = useSearchBox(text.home.search);
  const counts = useRequest('home-counts', homeCounts, { enabled: COUNTERS_SHOWN });
  const latest = useSubmissionPages({ search, onChange: COUNTERS_SHOWN ? counts.reload : undefined });

  return (
    <Page title={text.home.title} loading={latest.loading && !latest.data}>
      <Flex vertical gap={16}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {text.home.greeting(firstName)}
        </Typography.Title>
        {COUNTERS_SHOWN && (
          <Suspense fallback={null}>
            <IndicatorCards forms={counts.data?.forms ?? 0} submissions={counts.data?.submissions ?? 0} />
          </Suspense>
        )}
        {searchBox}
        <Typography.Title level={3} style={{ margin: 0 }}>
          {text.home.latest}
        </Typography.Title>
        {latest.error ? <Alert type="error" title={text.loadFailed} showIcon /> : null}
        <SubmissionList submissions={latest.items} detail="form" placeOf={latest.placeOf} />
        <ListPagination
          label={text.home.pages}
          page={latest.page}
          total={latest.total}
          perPage={latest.perPage}
          onChange={latest.setPage}
        />
      </Flex>
    </Page>
  );
}
