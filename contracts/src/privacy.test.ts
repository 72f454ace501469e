import { companyFormSchema } from './companies';
import { privacyMessages, privacyNoticeOf, privacySettingsProblems } from './privacy';
import { publicSubmissionSchema } from './submissions';

const none = { privacyNotice: '', privacyPolicyUrl: '', privacyAckRequired: false };

describe('privacy notice', () => {
  it('when neither text nor link is set, then respondents see no notice', () => {
    expect(privacyNoticeOf(none)).toBeNull();
    expect(privacyNoticeOf({ ...none, privacyPolicyUrl: 'https://a.example/p' })).toEqual({
      text: '',
      policyUrl: 'https://a.example/p',
      ackRequired: false,
    });
  });

  it('when an acknowledgement is required of an empty notice, then it is a problem on the switch', () => {
    expect(privacySettingsProblems({ ...none, privacyAckRequired: true })).toEqual({
      privacyAckRequired: privacyMessages.ackNeedsNotice,
    });
    expect(privacySettingsProblems({ ...none, privacyNotice: 'Aviso', privacyAckRequired: true })).toEqual({});
  });

  it('when the company form has a link that is not http(s), then it names the field', () => {
    const result = companyFormSchema.safeParse({
      name: 'Acme',
      formsLimit: 1,
      usersLimit: 1,
      privacyPolicyUrl: 'ftp://a.example',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['privacyPolicyUrl', privacyMessages.invalidPolicyUrl],
    ]);
  });

  it('when a submission body carries privacyAck, then only a boolean is taken', () => {
    expect(publicSubmissionSchema.parse({ answers: [], privacyAck: true }).privacyAck).toBe(true);
    expect(publicSubmissionSchema.parse({ answers: [] }).privacyAck).toBeUndefined();
    expect(publicSubmissionSchema.safeParse({ answers: [], privacyAck: 'sim' }).success).toBe(false);
  });
});
