// The respondent page asks for the small copies of option pictures (docs/people-and-files.md, "Images").
import { renderToStaticMarkup } from 'react-dom/server';
import { RESPONDENT_IMAGE_WIDTH, type Question } from '@formbuilder/contracts';
import { AnswerInput } from './answer-input';

const picture = 'https://formularios.example.com.br/files/0b8f2d3e-6a4c-4f1e-9d2a-7c5b3e1f0a9d/bolo.jpg';
const props = { answer: '', onChange: () => undefined, labelId: 'l', errorId: 'e', invalid: false };

describe('AnswerInput option pictures', () => {
  it('when an option has a picture of the server, then its small copy is shown; a picture elsewhere stays as it is', () => {
    // Arrange
    const question: Question = {
      id: 'q1',
      title: 'Qual bolo?',
      type: 'SINGLE',
      options: [
        { text: 'Cenoura', file: picture },
        { text: 'Fubá', file: 'https://cdn.example.com/fuba.png' },
      ],
    };

    // Act
    const html = renderToStaticMarkup(<AnswerInput question={question} {...props} />);

    // Assert
    const sources = [...html.matchAll(/<img[^>]*src="([^"]+)"/g)].map((match) => match[1]);
    expect(sources).toEqual([`${picture}?w=${RESPONDENT_IMAGE_WIDTH}`, 'https://cdn.example.com/fuba.png']);
  });
});
