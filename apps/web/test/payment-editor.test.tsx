import { paymentSchema, type Payment } from '@cabildo/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { PaymentEditor } from '../src/features/form-editor/settings/PaymentEditor.tsx';
import { setupI18n } from '../src/i18n/index.ts';

beforeAll(async () => {
  await setupI18n('en');
});

describe('payment setup', () => {
  it('stores prices in cents and never a negative stock', () => {
    let latest: Payment | null = null;
    function Harness() {
      const [payment, setPayment] = useState<Payment | null>(
        paymentSchema.parse({ sections: [{ name: 'General', price: 0, stockLeft: 10 }] }),
      );
      return (
        <PaymentEditor
          payment={payment}
          readOnly={false}
          onChange={(next) => {
            latest = next;
            setPayment(next);
          }}
        />
      );
    }
    render(<Harness />);
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '12.5' } });
    expect(latest!.sections[0]!.price).toBe(1250);
    fireEvent.change(screen.getByLabelText('Tickets left'), { target: { value: '-4' } });
    expect(latest!.sections[0]!.stockLeft).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Add ticket type' }));
    expect(latest!.sections).toHaveLength(2);
  });
});
