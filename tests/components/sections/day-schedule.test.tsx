import { render, screen } from '../../test-utils';
import { DaySchedule } from '@/components/sections/day-schedule';
import { addiction } from '@/content/pages/addiction';
import { useLanguageStore } from '@/stores/use-language-store';

const schedule = addiction.typicalDay.schedule;

describe('DaySchedule', () => {
  it('gives every moment a machine-readable time and the site’s 24-hour clock in English', () => {
    const { container } = render(<DaySchedule schedule={schedule} />);
    const times = [...container.querySelectorAll('time')];
    expect(times.map((time) => time.getAttribute('datetime'))).toEqual(schedule.map((item) => item.time));
    expect(times[0]).toHaveTextContent(/^07:00$/);
    expect(screen.getByText('Breakfast')).toBeInTheDocument();
  });

  it('shows the times in Arabic with Arabic-Indic digits', () => {
    useLanguageStore.setState({ chosen: 'ar' });
    const { container } = render(<DaySchedule schedule={schedule} />);
    expect(container.querySelector('time')).toHaveTextContent('٠٧:٠٠');
    expect(screen.getByText('الفطور')).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/[0-9]/);
  });
});
