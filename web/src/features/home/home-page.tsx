import { useStepVisit } from '../../lib/tracking/use-step-visit';

export default function HomePage() {
  useStepVisit('home');
  return <main><h1>Actionable Sales Feedback in Seconds</h1></main>;
}
