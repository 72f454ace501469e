import { createStepViews, STEP_VIEWS_FLUSH_MS } from './step-views';

describe('createStepViews', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('when steps are viewed, then each goes once, batched, to the form views URL after the pause', () => {
    // Arrange
    const send = jest.fn(() => true);
    const views = createStepViews('f-1', send);

    // Act
    views.view('welcome');
    views.view('q1');
    views.view('welcome');
    jest.advanceTimersByTime(STEP_VIEWS_FLUSH_MS);
    views.view('q1');
    views.view('q2');
    views.flush();
    views.flush();

    // Assert
    expect(send.mock.calls).toEqual([
      ['/api/public/forms/f-1/views', '{"steps":["welcome","q1"]}'],
      ['/api/public/forms/f-1/views', '{"steps":["q2"]}'],
    ]);
  });

  it('when the beacon throws, then the wizard never sees it', () => {
    // Arrange
    const views = createStepViews('f-1', () => {
      throw new Error('refused');
    });

    // Act / Assert
    views.view('welcome');
    expect(() => views.flush()).not.toThrow();
  });
});
