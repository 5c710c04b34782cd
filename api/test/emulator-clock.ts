/** Moves the emulator's billing clock (trial notices, trial ends), as its HTTP control allows. */
export async function advanceEmulatorTime(emulatorUrl: string, seconds: number): Promise<void> {
  const response = await fetch(`${emulatorUrl}/_emulator/advance_time`, {
    method: 'POST',
    headers: { Authorization: 'Bearer sk_test_pitchlens_emulator', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ seconds: String(seconds) }),
  });
  if (!response.ok) throw new Error(`advance_time failed: ${response.status} ${await response.text()}`);
}
