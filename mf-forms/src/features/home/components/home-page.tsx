// /: greeting, search by name or document, and 'Últimas respostas', kept current by realtime events.
// The two indicator cards exist but stay hidden (SPEC section 2).
import { Alert, Card, Col, Flex, Row, Statistic, Typography } from 'antd';
import { Page, useCurrentUser, useSearchBox, useRequest, useSubmissionEvents } from '@formbuilder/shared-ui';
import { listSubmissions } from '../../../api/submissions-api';
import { SubmissionList } from '../../../components/submission-list';
import { text } from '../../../text';
import { homeCounts } from '../api/home-counts';

export function HomePage() {
  const firstName = useCurrentUser()?.name.split(' ')[0] ?? '';
  const { search, box: searchBox } = useSearchBox(text.home.search);
  const latest = useRequest(`home-latest:${search}`, () => listSubmissions({ search }));
  const counts = useRequest('home-counts', homeCounts);

  const refresh = () => {
    latest.reload();
    counts.reload();
  };
  useSubmissionEvents(refresh, refresh);

  return (
    <Page title={text.home.title} loading={latest.loading && !latest.data}>
      <Flex vertical gap={16}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {text.home.greeting(firstName)}
        </Typography.Title>
        <div hidden>
          <Row gutter={16}>
            <Col span={12}>
              <Card size="small">
                <Statistic title={text.home.formsCount} value={counts.data?.forms ?? 0} />
              </Card>
            </Col>
            <Col span={12}>
              <Card size="small">
                <Statistic title={text.home.submissionsCount} value={counts.data?.submissions ?? 0} />
              </Card>
            </Col>
          </Row>
        </div>
        {searchBox}
        <Typography.Title level={3} style={{ margin: 0 }}>
          {text.home.latest}
        </Typography.Title>
        {latest.error ? <Alert type="error" title={text.loadFailed} showIcon /> : null}
        <SubmissionList submissions={latest.data?.items ?? []} detail="form" />
      </Flex>
    </Page>
  );
}
