// Minha conta → Notificações (docs/notifications.md): e-mail, WhatsApp and SMS for new answers, the
// mobile confirmed per channel with the code it receives, and quiet hours. Each change is saved at once.
import { useEffect, useState } from 'react';
import { Button, Card, Flex, Input, Select, Space, Switch, Tag, Typography } from 'antd';
import {
  formatE164,
  formatPhone,
  messages,
  PHONE_CODE_LENGTH,
  type MessageChannel,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from '@formbuilder/contracts';
import { api, errorMessage, useAlert } from '@formbuilder/shared-ui/signed-in';
import { text } from '../../text';

const t = text.account.notifications;
const hours = Array.from({ length: 24 }, (_, hour) => ({ value: hour, label: `${String(hour).padStart(2, '0')}h` }));

function ChannelRow({
  channel,
  preferences,
  onChange,
}: {
  channel: MessageChannel;
  preferences: NotificationPreferences;
  onChange: (next: NotificationPreferences) => void;
}) {
  const alert = useAlert();
  const state = preferences[channel];
  const label = t.channels[channel];
  const [codeSent, setCodeSent] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      alert.error(errorMessage(error, messages.genericClientError));
    } finally {
      setBusy(false);
    }
  };

  const toggle = (enabled: boolean) =>
    run(async () => {
      const { data } = await api.patch<NotificationPreferences>('/notifications/me', { [channel]: enabled });
      onChange(data);
    });
  const sendCode = () =>
    run(async () => {
      await api.post('/notifications/me/code', { channel });
      setCodeSent(true);
      alert.success(t.codeSent(label));
    });
  const confirm = () =>
    run(async () => {
      const { data } = await api.post<NotificationPreferences>('/notifications/me/confirm', { channel, code });
      setCodeSent(false);
      setCode('');
      onChange(data);
      alert.success(t.confirmedMessage(label));
    });

  const switchId = `notify-${channel}`;
  return (
    <Flex vertical gap={8} data-channel={channel}>
      <Flex align="center" justify="space-between" gap={8} wrap>
        <label htmlFor={switchId}>{label}</label>
        <Space size={8} wrap>
          {!state.available && <Tag>{t.unavailable}</Tag>}
          {state.available && state.confirmed && <Tag color="success">{t.confirmed}</Tag>}
          <Switch
            id={switchId}
            checked={state.enabled}
            disabled={!state.available || !state.confirmed || busy}
            onChange={(checked) => void toggle(checked)}
          />
        </Space>
      </Flex>
      {state.available && !state.confirmed && preferences.phone && (
        <Flex vertical gap={8}>
          <Button onClick={() => void sendCode()} loading={busy && !codeSent}>
            {codeSent ? t.resendCode(label) : t.sendCode(label)}
          </Button>
          {codeSent && (
            <Flex gap={8}>
              <Input
                aria-label={t.codeLabel(label)}
                placeholder={t.codePlaceholder}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={PHONE_CODE_LENGTH}
                value={code}
                onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
                onPressEnter={() => void confirm()}
              />
              <Button type="primary" onClick={() => void confirm()} disabled={code.length !== PHONE_CODE_LENGTH}>
                {t.confirm}
              </Button>
            </Flex>
          )}
        </Flex>
      )}
    </Flex>
  );
}

export function NotificationsSection() {
  const alert = useAlert();
  const [preferences, setPreferences] = useState<NotificationPreferences>();
  const [phone, setPhone] = useState('');
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState<string>();

  useEffect(() => {
    let live = true;
    api
      .get<NotificationPreferences>('/notifications/me')
      .then(({ data }) => {
        if (!live) return;
        setPreferences(data);
        setPhone(data.phone ? formatE164(data.phone) : '');
      })
      .catch((error: unknown) => {
        if (live) setFailed(errorMessage(error, messages.genericClientError));
      });
    return () => {
      live = false;
    };
  }, []);

  if (failed) return <Typography.Text type="danger">{failed}</Typography.Text>;
  if (!preferences) return null;

  const save = async (patch: NotificationPreferencesUpdate, success?: string) => {
    setSaving(true);
    try {
      const { data } = await api.patch<NotificationPreferences>('/notifications/me', patch);
      setPreferences(data);
      if (success) alert.success(success);
    } catch (error) {
      alert.error(errorMessage(error, messages.genericClientError));
    } finally {
      setSaving(false);
    }
  };

  const savedPhone = preferences.phone ? formatE164(preferences.phone) : '';
  const quiet = preferences.quietHours;
  return (
    <Card title={t.title} size="small" style={{ marginTop: 16 }}>
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">{t.intro}</Typography.Text>
        <Flex align="center" justify="space-between" gap={8}>
          <label htmlFor="notify-email">{t.channels.email}</label>
          <Space size={8}>
            {!preferences.emailAvailable && <Tag>{t.unavailable}</Tag>}
            <Switch
              id="notify-email"
              checked={preferences.email}
              disabled={!preferences.emailAvailable || saving}
              onChange={(email) => void save({ email })}
            />
          </Space>
        </Flex>
        <Flex vertical gap={4}>
          <label htmlFor="notify-phone">{t.phone}</label>
          <Flex gap={8}>
            <Input
              id="notify-phone"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="(11) 98765-4321"
              value={phone}
              onChange={(event) => setPhone(formatPhone(event.target.value))}
            />
            <Button
              onClick={() => void save({ phone: phone === '' ? null : phone }, t.phoneSaved)}
              disabled={phone === savedPhone}
              loading={saving}
            >
              {t.savePhone}
            </Button>
          </Flex>
          <Typography.Text type="secondary">{t.phoneHint}</Typography.Text>
        </Flex>
        <ChannelRow channel="whatsapp" preferences={preferences} onChange={setPreferences} />
        <ChannelRow channel="sms" preferences={preferences} onChange={setPreferences} />
        <Flex vertical gap={8}>
          <Flex align="center" justify="space-between" gap={8}>
            <label htmlFor="notify-quiet">{t.quietHours}</label>
            <Switch
              id="notify-quiet"
              checked={quiet !== null}
              disabled={saving}
              onChange={(on) => void save({ quietHours: on ? { start: 22, end: 7 } : null })}
            />
          </Flex>
          {quiet && (
            <Flex gap={8} align="center" wrap>
              <span>{t.from}</span>
              <Select
                aria-label={t.quietStart}
                options={hours}
                value={quiet.start}
                style={{ width: 90 }}
                onChange={(start: number) => void save({ quietHours: { start, end: quiet.end } })}
              />
              <span>{t.to}</span>
              <Select
                aria-label={t.quietEnd}
                options={hours}
                value={quiet.end}
                style={{ width: 90 }}
                onChange={(end: number) => void save({ quietHours: { start: quiet.start, end } })}
              />
            </Flex>
          )}
          <Typography.Text type="secondary">{t.quietHint}</Typography.Text>
        </Flex>
      </Flex>
    </Card>
  );
}
