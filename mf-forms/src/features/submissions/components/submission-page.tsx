// /forms/:formId/submissions/:submissionId: 'Visualizar resposta': the form with its public link, the
// respondent, the date, every answer and the comments. An unknown submission goes to /404. Opened from
// a list, 'Anterior'/'Próxima' move through that list's answers with its filter and order.
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { Button, Card, Col, Flex, List, Row, Typography } from 'antd';
import { DeleteOutlined, LeftOutlined, PrinterOutlined, RightOutlined } from '@ant-design/icons';
import { dataSubjectMessages, formatDateTime, type Submission } from '@formbuilder/contracts';
import {
  ApiError,
  CopyLinkButton,
  errorMessage,
  Page,
  useAlert,
  useConfirm,
  useCurrentUser,
  useRequest,
} from '@formbuilder/shared-ui';
import {
  answerListPlace,
  useAnswerNeighbours,
  type AnswerListPlace,
  type AnswerNeighbour,
} from '../../../api/answer-neighbours';
import { deleteSubmission, getSubmission } from '../../../api/submissions-api';
import { text } from '../../../text';
import { AnswerValue } from './answer-value';
import { Comments } from './comments';
import '../../../components/print.css';

export function SubmissionPage() {
  const { formId = '', submissionId = '' } = useParams();
  const navigate = useNavigate();
  const submission = useRequest(`submission:${submissionId}`, () => getSubmission(submissionId));
  const status = submission.error instanceof ApiError ? submission.error.status : undefined;
  const misplaced = submission.data !== undefined && submission.data.form.id !== formId;
  const place = answerListPlace(useLocation().state);

  useEffect(() => {
    if (status === 404 || status === 400 || misplaced) void navigate('/404', { replace: true });
  }, [status, misplaced, navigate]);

  return (
    <Page
      title={text.submission.title}
      documentTitle={[text.submission.title, submission.data?.form.title, text.forms.title]}
      loading={submission.loading && !submission.data}
    >
      {submission.data && !misplaced && (
        <Flex vertical gap={16}>
          <AnswerNavigation place={place} />
          <SubmissionView submission={submission.data} onChanged={submission.reload} />
        </Flex>
      )}
    </Page>
  );
}

/** 'Anterior' / 'n de total' / 'Próxima' through the list the answer was opened from. */
function AnswerNavigation({ place }: { place: AnswerListPlace | undefined }) {
  const navigate = useNavigate();
  const neighbours = useAnswerNeighbours(place);
  if (!place || !neighbours) return null;
  const step = (to: AnswerNeighbour | undefined, label: string, icon: ReactNode, after: boolean) => (
    <Button
      disabled={!to}
      icon={icon}
      iconPlacement={after ? 'end' : 'start'}
      onClick={() => to && void navigate(to.url, { state: to.state })}
    >
      {label}
    </Button>
  );
  return (
    <nav aria-label={text.submission.navigation} className="fb-no-print">
      <Flex gap={8} align="center" justify="space-between" wrap>
        {step(neighbours.previous, text.submission.previous, <LeftOutlined />, false)}
        <Typography.Text type="secondary">{text.submission.position(place.position, neighbours.total)}</Typography.Text>
        {step(neighbours.next, text.submission.next, <RightOutlined />, true)}
      </Flex>
    </nav>
  );
}

/** 'Excluir resposta': a MANAGER or the form's creator, after the confirmation drawer. */
function DeleteSubmissionButton({ submission }: { submission: Submission }) {
  const me = useCurrentUser();
  const navigate = useNavigate();
  const alert = useAlert();
  const confirm = useConfirm();
  const allowed = me != null && (me.role === 'MANAGER' || submission.form.createdBy?.id === me.id);
  if (!allowed) return null;
  const onDelete = async () => {
    const ok = await confirm({
      title: dataSubjectMessages.answerDeleteConfirm,
      content: dataSubjectMessages.answerDeleteWarning,
      okText: text.submission.deleteOk,
      danger: true,
    });
    if (!ok) return;
    try {
      await deleteSubmission(submission.id);
      alert.success(dataSubjectMessages.answerDeleted);
      void navigate(`/forms/${submission.form.id}/submissions`, { replace: true });
    } catch (error) {
      alert.error(errorMessage(error, text.submission.deleteFailed));
    }
  };
  return (
    <Button danger icon={<DeleteOutlined />} onClick={() => void onDelete()}>
      {text.submission.delete}
    </Button>
  );
}

function SubmissionView({ submission, onChanged }: { submission: Submission; onChanged: () => void }) {
  // The link of this answer in the staff app (signed-in staff who may see it open it), not the form's.
  const answerLink = `${window.location.origin}/forms/${submission.form.id}/submissions/${submission.id}`;
  const identity = [
    { label: text.submission.name, value: submission.name, extra: submission.document },
    { label: text.submission.phone, value: submission.phone },
    { label: text.submission.email, value: submission.email },
    { label: text.submission.date, value: formatDateTime(submission.created) },
    // Absent from older servers' answers.
    ...(submission.privacyAck
      ? [{ label: text.submission.privacyAck, value: formatDateTime(submission.privacyAck.at) }]
      : []),
  ].filter((card) => card.value);

  return (
    <Flex vertical gap={16} className="fb-print-sheet">
      <Card size="small">
        <Flex gap={12} wrap justify="space-between" align="center">
          <div style={{ minWidth: 0 }}>
            <Typography.Text type="secondary">{text.submission.form}</Typography.Text>
            <Typography.Title level={2} style={{ margin: 0, fontSize: 20, overflowWrap: 'anywhere' }}>
              {submission.form.title}
            </Typography.Title>
          </div>
          <Flex gap={8} wrap className="fb-no-print">
            <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
              {text.submission.print}
            </Button>
            <CopyLinkButton url={answerLink} label={text.submission.copyLink} />
            <DeleteSubmissionButton submission={submission} />
          </Flex>
        </Flex>
      </Card>
      <Row gutter={[12, 12]}>
        {identity.map((card) => (
          <Col key={card.label} xs={24} sm={12}>
            <Card size="small" style={{ height: '100%' }}>
              <Typography.Text type="secondary">{card.label}</Typography.Text>
              <div style={{ overflowWrap: 'anywhere', fontWeight: 500 }}>{card.value}</div>
              {card.extra && <Typography.Text type="secondary">{card.extra}</Typography.Text>}
            </Card>
          </Col>
        ))}
      </Row>
      {submission.hidden && Object.keys(submission.hidden).length > 0 && (
        <Card size="small" title={text.submission.hidden}>
          <dl style={{ margin: 0 }}>
            {Object.entries(submission.hidden).map(([name, value]) => (
              <div key={name} style={{ display: 'flex', gap: 8, overflowWrap: 'anywhere' }}>
                <dt style={{ fontWeight: 500 }}>{name}:</dt>
                <dd style={{ margin: 0 }}>{value}</dd>
              </div>
            ))}
          </dl>
        </Card>
      )}
      <Card size="small" title={text.submission.answers}>
        <List
          dataSource={submission.answers}
          renderItem={(answer, index) => (
            <List.Item key={`${index}-${answer.question}`}>
              <Flex vertical gap={4} style={{ width: '100%', minWidth: 0 }}>
                <Typography.Text strong>{answer.question}</Typography.Text>
                <AnswerValue answer={answer} />
              </Flex>
            </List.Item>
          )}
        />
      </Card>
      <Card size="small" className="fb-print-comments">
        <Comments submissionId={submission.id} comments={submission.comments} onAdded={onChanged} />
      </Card>
    </Flex>
  );
}
