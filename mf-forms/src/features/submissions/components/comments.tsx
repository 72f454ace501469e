// The comments of a submission and the box that adds one (button disabled while empty).
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Empty, Flex, Form, Input, List, Typography } from 'antd';
import { commentInputSchema, formatDateTime, messages, type CommentInput, type Comment } from '@formbuilder/contracts';
import { errorMessage, FormField, ListItemMeta, useAlert, useCurrentUser, useRequest } from '@formbuilder/shared-ui';
import { addComment, listCommentAuthors } from '../../../api/submissions-api';
import { text } from '../../../text';

export interface CommentsProps {
  submissionId: string;
  comments: Comment[];
  onAdded: () => void;
}

export function Comments({ submissionId, comments, onAdded }: CommentsProps) {
  const me = useCurrentUser();
  // Names for staff authors; a USER can only see itself, the others stay 'Equipe'.
  const authors = useRequest('comment-authors', () => listCommentAuthors().catch(() => []));
  const authorOf = (comment: Comment) => {
    if (comment.isUser) return text.submission.respondent;
    if (comment.user === me?.id) return me.name;
    return authors.data?.find((user) => user.id === comment.user)?.name ?? text.submission.staff;
  };

  return (
    <Flex vertical gap={12}>
      <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
        {text.submission.comments}
      </Typography.Title>
      <List
        dataSource={comments}
        locale={{ emptyText: <Empty description={text.submission.noComments} /> }}
        renderItem={(comment) => (
          <List.Item>
            <ListItemMeta
              title={
                <Flex gap={8} wrap justify="space-between">
                  <span>{authorOf(comment)}</span>
                  <Typography.Text type="secondary">{formatDateTime(comment.created)}</Typography.Text>
                </Flex>
              }
              description={
                <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {comment.comment}
                </Typography.Paragraph>
              }
            />
          </List.Item>
        )}
      />
      <div className="fb-no-print">
        <CommentBox submissionId={submissionId} onAdded={onAdded} />
      </div>
    </Flex>
  );
}

function CommentBox({ submissionId, onAdded }: Omit<CommentsProps, 'comments'>) {
  const alert = useAlert();
  const { control, handleSubmit, reset, formState } = useForm<CommentInput>({
    resolver: zodResolver(commentInputSchema),
    defaultValues: { comment: '' },
  });
  const typed = useWatch({ control, name: 'comment' });
  const hintId = useId();

  const onSubmit = handleSubmit(async ({ comment }) => {
    try {
      await addComment(submissionId, comment);
      alert.success(messages.commentAdded);
      reset({ comment: '' });
      onAdded();
    } catch (error) {
      alert.error(errorMessage(error, text.submission.commentFailed));
    }
  });

  return (
    <Form layout="vertical" onSubmitCapture={onSubmit} noValidate>
      {/* Staff comments are shown to the respondent on the public answer view, signed "Equipe": say so. */}
      <FormField
        control={control}
        name="comment"
        label={text.submission.newComment}
        extra={<span id={hintId}>{text.submission.commentVisible}</span>}
      >
        {(field) => <Input.TextArea {...field} aria-describedby={hintId} autoSize={{ minRows: 3, maxRows: 8 }} />}
      </FormField>
      <Flex justify="flex-end">
        <Button type="primary" htmlType="submit" disabled={!typed?.trim()} loading={formState.isSubmitting}>
          {text.submission.addComment}
        </Button>
      </Flex>
    </Form>
  );
}
