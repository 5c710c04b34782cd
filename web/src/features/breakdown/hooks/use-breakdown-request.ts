import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../lib/store/api-slice';
import { paths } from '../../../config/paths';
import { rememberEmail, trackContact } from '../../../lib/tracking/tracking-client';
import { useSendBreakdownEmailMutation } from '../api/send-breakdown-email';

const EMPTY_EMAIL_MESSAGE = 'Please enter your email address';

/**
 * Submitting the breakdown form (spec §4, §5, §8): the address becomes the
 * visitor's, the email is requested, and the visitor moves on to the offer
 * whether or not the request succeeded.
 */
export function useBreakdownRequest() {
  const [sendBreakdownEmail, { isLoading }] = useSendBreakdownEmailMutation();
  const navigate = useNavigate();

  const requestBreakdown = async (typedEmail: string): Promise<void> => {
    const email = typedEmail.trim();
    if (!email) {
      window.alert(EMPTY_EMAIL_MESSAGE);
      return;
    }
    rememberEmail(email);
    void trackContact({ email, currentFunnelStep: 'landing' });
    try {
      await sendBreakdownEmail({ email, firstName: '' }).unwrap();
    } catch (error) {
      console.error('Sending the breakdown email failed:', errorMessage(error));
    }
    navigate(paths.premium);
  };

  return { requestBreakdown, sending: isLoading };
}
