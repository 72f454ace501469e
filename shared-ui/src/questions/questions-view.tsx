// The questions as read-only cards (a MANAGER looking at a library template): title, type, the
// options with their pictures, and where each jump goes.
import { Card, Flex, List, Tag, Typography } from 'antd';
import { END, questionDraftText, questionTypeLabels, type Question } from '@formbuilder/contracts';
import { text } from './text';

function jumpLabel(questions: readonly Question[], goTo: string | undefined): string | undefined {
  if (!goTo) return undefined;
  if (goTo === END) return questionDraftText.end;
  const index = questions.findIndex((question) => question.id === goTo);
  return index < 0 ? text.invalidJump : questionDraftText.jumpTarget(index + 1, questions[index]!.title);
}

export function QuestionsView({ questions }: { questions: readonly Question[] }) {
  return (
    <Flex vertical gap={16}>
      {questions.map((question, index) => {
        const jump = jumpLabel(questions, question.goTo);
        return (
          <Card key={question.id} size="small" title={questionDraftText.question(index + 1)}>
            <Flex vertical gap={8}>
              <Typography.Text strong>{question.title}</Typography.Text>
              <div>
                <Tag>{questionTypeLabels[question.type]}</Tag>
              </div>
              {question.options.length > 0 && (
                <List
                  size="small"
                  dataSource={question.options}
                  renderItem={(option, at) => {
                    const optionJump = question.type === 'SINGLE' ? jumpLabel(questions, option.goTo) : undefined;
                    return (
                      <List.Item>
                        <Flex gap={8} align="center" wrap>
                          {option.file && (
                            <img
                              src={option.file}
                              alt={text.optionImage(at + 1, index + 1)}
                              width={40}
                              height={40}
                              style={{ objectFit: 'contain', borderRadius: 6 }}
                            />
                          )}
                          <span>{option.text}</span>
                          {optionJump && (
                            <Typography.Text type="secondary">{text.readOnlyJump(optionJump)}</Typography.Text>
                          )}
                        </Flex>
                      </List.Item>
                    );
                  }}
                />
              )}
              {jump && <Typography.Text type="secondary">{text.readOnlyJump(jump)}</Typography.Text>}
            </Flex>
          </Card>
        );
      })}
    </Flex>
  );
}
