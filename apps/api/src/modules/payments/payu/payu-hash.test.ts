import { describe, expect, it } from 'vitest';
import {
  additionalChargesOf,
  hashesMatch,
  payuApiHash,
  payuRequestHash,
  payuRequestHashText,
  payuResponseHash,
  payuResponseHashText,
} from './payu-hash.ts';

// PayU's published vectors, our own and real test-server postbacks (docs/product/orders-and-payments.md#payu-hashes).
describe('the request hash', () => {
  it("matches PayU's published example", () => {
    const fields = {
      key: 'C0Dr8m',
      txnid: '12345',
      amount: '10',
      productinfo: 'Shopping',
      firstname: 'Test',
      email: 'test@test.com',
      udf2: 'abc',
      udf4: '15',
    };
    expect(payuRequestHashText(fields, '3sf0jURk')).toBe('C0Dr8m|12345|10|Shopping|Test|test@test.com||abc||15|||||||3sf0jURk');
    expect(payuRequestHash(fields, '3sf0jURk')).toBe(
      'ffcdbf04fa5beefdcc2dd476c18bc410f02b3968e7f4f54e8f43f1e1a310bb32e3b4dec9305232bb89db5b1d0c009a53bcace6f4bd8ec2f695baf3d43ba730ce',
    );
  });

  it('matches the self-computed vector', () => {
    const fields = { ...order42, udf3: '', udf4: '', udf5: '' };
    expect(payuRequestHashText(fields, SALT)).toBe(
      'gtKFFx|TXN0001|499.00|Order 42|Asha|asha@example.com|ord_42|seller_7|||||||||eCwWELxi',
    );
    expect(payuRequestHash(fields, SALT)).toBe(
      '00c886ae744bf1890af4ce7f88c775a3e1ad2ea08054835fb03c959a824b4de9565633a450b3b7611f530549f7ed1d0f8054a7bfd0dba3490a3b640d6e35c6ff',
    );
  });
});

const SALT = 'eCwWELxi';
const order42 = {
  key: 'gtKFFx',
  txnid: 'TXN0001',
  amount: '499.00',
  productinfo: 'Order 42',
  firstname: 'Asha',
  email: 'asha@example.com',
  udf1: 'ord_42',
  udf2: 'seller_7',
};

describe('the reverse hash', () => {
  const stylFlip = {
    status: 'success',
    email: 'sushantahirrao@gmail.com',
    firstname: 'Sushant',
    productinfo: 'Test product title',
    amount: '1.00',
    key: 'gtKFFx',
  };

  it("matches PayU's test-server postbacks (3.2)", () => {
    const first = { ...stylFlip, txnid: 'StylFlip_5646f7824677c' };
    expect(payuResponseHashText(first, SALT)).toBe(
      'eCwWELxi|success|||||||||||sushantahirrao@gmail.com|Sushant|Test product title|1.00|StylFlip_5646f7824677c|gtKFFx',
    );
    expect(payuResponseHash(first, SALT)).toBe(
      '69cb6b65b539dee7a75f2cf10e3c205b69e44cef25f0ada0db6decc6c03b1a35acb9d15d0f257037e9e456fb34fff468de0c4fb362a38439edeb00952a3a392d',
    );
    expect(payuResponseHash({ ...stylFlip, txnid: 'StylFlip_564725aad88af' }, SALT)).toBe(
      'eab203280363de90617327cce59bd4ce3d892e7eded2b64224cd35fb456af840696a796ffe42ac32a4a778dd7c7daba9f2da258c1a9a8abd337c559ffd9451d3',
    );
  });

  it('matches the self-computed success and failure vectors, nine pipes before seller_7', () => {
    const success = { ...order42, status: 'success' };
    expect(payuResponseHashText(success, SALT)).toBe(
      'eCwWELxi|success|||||||||seller_7|ord_42|asha@example.com|Asha|Order 42|499.00|TXN0001|gtKFFx',
    );
    expect(payuResponseHash(success, SALT)).toBe(
      '27ec07bdbea6d1596ab13535442ef5b33e435a2fc6fb0537f04112d8c8b8d51f70da0ae605833fb5c1cf4ea47e936f7925680656793e2cee1dababe5f1c726fe',
    );
    expect(payuResponseHash({ ...order42, status: 'failure' }, SALT)).toBe(
      '32c27cb5907d21d6c61111434124bafad9c1826708eb0cad251c44be1116c9365958272f477176546101845cf769d23f4e8541bd0a2070f8a761f28e173bc074',
    );
  });

  it('puts additional charges first, under either spelling PayU posts', () => {
    const expected =
      '9497d08913c091e636c888a7a9ea1c04236e0916ea119d78527d62816072b5499193c9b171ad5c39d844f0d15376b2b733631ed7a87bf607f93f90912211290b';
    for (const posted of [{ additionalCharges: '10.00' }, { additional_charges: '10.00' }]) {
      const additionalCharges = additionalChargesOf(posted);
      expect(payuResponseHash({ ...order42, status: 'success', additionalCharges }, SALT)).toBe(expected);
    }
    expect(additionalChargesOf({ additionalCharges: '' })).toBeUndefined();
  });
});

it('computes the verify_payment API hash', () => {
  expect(payuApiHash('gtKFFx', 'verify_payment', 'TXN0001', SALT)).toBe(
    '0fdf04c2256127f01fd74e41f4c77b8aa3bfb593c0b2d12806248f155e4e02c1dec41b0dfe40ab323635f7c6fc6476d2353b8988de04e039df67e20d299b8672',
  );
});

describe('comparing hashes', () => {
  const hash = payuResponseHash({ ...order42, status: 'success' }, SALT);

  it('accepts the same hash in either case and refuses any other', () => {
    expect(hashesMatch(hash, hash.toUpperCase())).toBe(true);
    expect(hashesMatch(hash, payuResponseHash({ ...order42, status: 'failure' }, SALT))).toBe(false);
    expect(hashesMatch(hash, hash.slice(0, -1))).toBe(false);
    expect(hashesMatch(hash, '')).toBe(false);
  });
});
