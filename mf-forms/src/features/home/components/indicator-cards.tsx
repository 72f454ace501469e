// The home page's two indicator cards (docs/product.md#home), in a chunk of their own: while they stay
// hidden, home does not download them (nor antd's Card, which brings tabs and menus, and Statistic).
import { Card, Col, Row, Statistic } from 'antd';
import { text } from '../../../text';

export function IndicatorCards({ forms, submissions }: { forms: number; submissions: number }) {
  return (
    <Row gutter={16}>
      <Col span={12}>
        <Card size="small">
          <Statistic title={text.home.formsCount} value={forms} />
        </Card>
      </Col>
      <Col span={12}>
        <Card size="small">
          <Statistic title={text.home.submissionsCount} value={submissions} />
        </Card>
      </Col>
    </Row>
  );
}
