/**
 * Generated from the OpenAPI document by `npm run openapi:types`: do not edit.
 * A test fails when it differs from what the server describes.
 */

export interface paths {
    "/v1/charges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List charges, newest first */
        get: operations["listCharges"];
        put?: never;
        /** Create a charge by Pix, boleto or card (test keys make test charges) */
        post: operations["createCharge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/charges/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a charge */
        get: operations["retrieveCharge"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/charges/{id}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refund a paid charge in full or in part */
        post: operations["refundCharge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Buyers aggregated by document */
        get: operations["listCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Balances in centavos */
        get: operations["retrieveBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List withdrawals, newest first */
        get: operations["listWithdrawals"];
        put?: never;
        /** Withdraw to the Pix key set in the dashboard (live keys only) */
        post: operations["createWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/withdrawals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a withdrawal */
        get: operations["retrieveWithdrawal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tokenise a card with the seller's public key (from the buyer's browser)
         * @description Single use, for 15 minutes. Charge with `card: { token }` on /v1/charges. The card number is kept only encrypted, the security code only until the charge is attempted.
         */
        post: operations["createCardToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        CreateCardTokenInput: {
            card: {
                number: string;
                holderName: string;
                expMonth: number;
                expYear: number;
                cvv: string;
            };
        };
        CreateChargeInput: {
            amount: number;
            /** @enum {string} */
            method: "pix" | "boleto" | "card";
            /** @default 1 */
            instalments?: number;
            description: string;
            customer: {
                name: string;
                email: string;
                document: string;
                phone?: string | null;
            };
            card?: {
                token: string;
            } | {
                number: string;
                holderName: string;
                expMonth: number;
                expYear: number;
                cvv: string;
            };
            /** Format: uuid */
            productId?: string;
            metadata?: {
                [key: string]: string;
            };
        };
        RefundRequestInput: {
            amount?: number;
        };
        RequestWithdrawalInput: {
            amount: number;
            description?: string | null;
        };
        Error: {
            error: {
                code: string;
                message: string;
                fields?: {
                    [key: string]: string;
                };
            };
        };
        CardToken: {
            id: string;
            /** @enum {string} */
            object: "token";
            /** @enum {string} */
            type: "card";
            livemode: boolean;
            card: {
                /** @enum {string} */
                brand: "visa" | "mastercard" | "amex" | "elo" | "hipercard" | "diners" | "discover" | "unknown";
                firstSix: string;
                lastFour: string;
                expMonth: number;
                expYear: number;
            };
            used: boolean;
            createdAt: string;
            expiresAt: string;
        };
        Charge: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            object: "charge";
            livemode: boolean;
            /** @enum {string} */
            status: "pending" | "paid" | "failed" | "canceled" | "refused" | "chargeback" | "in_protest" | "refunded" | "error";
            /** @enum {string} */
            method: "pix" | "boleto" | "card";
            instalments: number;
            description: string;
            amount: number;
            buyerTotal: number;
            fees: {
                instalmentFee: number;
                /** @enum {string} */
                instalmentFeePayer: "buyer" | "seller";
                sellerFee: number;
                net: number;
                reserve: number;
                platformRevenue: number;
                affiliateCommission: number;
            };
            affiliate: {
                /** Format: uuid */
                id: string;
                commission: number;
            } | null;
            refundedAmount: number;
            pendingRefundAmount: number;
            customer: {
                name: string;
                email: string;
                document: string;
                phone: string | null;
            };
            card: {
                brand: string;
                lastFour: string;
            } | null;
            pix: {
                brCode: string;
                expiresAt: string;
            } | null;
            boleto: {
                barcode: string;
                line: string;
                dueDate: string;
            } | null;
            /** Format: uuid */
            productId: string | null;
            anticipated: boolean;
            recovered: boolean;
            paidAt: string | null;
            createdAt: string;
        };
        Customer: {
            document: string;
            name: string;
            email: string;
            orders: number;
            totalValue: number;
            averageTicket: number;
            lastPurchase: string | null;
        };
        Withdrawal: {
            /** Format: uuid */
            id: string;
            amount: number;
            fee: number;
            payout: number;
            /** @enum {string} */
            status: "pending" | "approved" | "processing" | "completed" | "failed" | "rejected";
            type: string;
            /** @enum {string} */
            pixKeyType: "cpf" | "cnpj" | "phone" | "email" | "random";
            pixKey: string;
            description: string | null;
            rejectionReason: string | null;
            failureReason: string | null;
            requestedAt: string;
            expectedArrivalAt: string;
            completedAt: string | null;
            timeline: {
                /** @enum {string} */
                status: "pending" | "approved" | "processing" | "completed" | "failed" | "rejected";
                at: string;
                /** @enum {string} */
                actorType: "seller" | "admin" | "system" | "provider";
                note: string | null;
            }[];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listCharges: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: "10" | "25" | "50" | "100" | "all";
                status?: "pending" | "paid" | "failed" | "canceled" | "refused" | "chargeback" | "in_protest" | "refunded" | "error";
                method?: "pix" | "boleto" | "card";
                instalments?: number;
                search?: string;
                from?: string;
                to?: string;
                recovered?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Charge"][];
                        total: number;
                        page: number;
                        /** @enum {string} */
                        pageSize: "10" | "25" | "50" | "100" | "all";
                        /** @description false: counting stopped at the next thousand past this page, and more than `total` charges match */
                        totalExact: boolean;
                    };
                };
            };
            /** @description The input was refused; `fields` names what is wrong with each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials are missing, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (role, impersonation, test or live mode, account status). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createCharge: {
        parameters: {
            query?: never;
            header?: {
                /** @description Names one intended operation: a retry with the same key and body answers what the first attempt answered, without doing it twice. 8 to 100 letters, digits, `-` or `_`. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateChargeInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Charge"];
                };
            };
            /** @description The input was refused; `fields` names what is wrong with each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials are missing, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (role, impersonation, test or live mode, account status). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The object's state or a concurrent request refuses it (e.g. an Idempotency-Key reused). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    retrieveCharge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Charge"];
                };
            };
            /** @description The input was refused; `fields` names what is wrong with each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials are missing, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (role, impersonation, test or live mode, account status). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    refundCharge: {
        parameters: {
            query?: never;
            header?: {
                /** @description Names one intended operation: a retry with the same key and body answers what the first attempt answered, without doing it twice. 8 to 100 letters, digits, `-` or `_`. */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefundRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Charge"];
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Charge"];
                };
            };
            /** @description The input was refused; `fields` names what is wrong with each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials are missing, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (role, impersonation, test or live mode, account status). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The object's state or a concurrent request refuses it (e.g. an Idempotency-Key reused). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCustomers: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: "10" | "25" | "50" | "100" | "all";
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Customer"][];
                        total: number;
                        page: number;
                        /** @enum {string} */
                        pageSize: "10" | "25" | "50" | "100" | "all";
                    };
                };
            };
            /** @description The input was refused; `fields` names what is wrong with each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials are missing, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (role, impersonation, test or live mode, account status). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    retrieveBalance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        object: "balance";
                        livemode: boolean;
                        available: number;
                        pending: number;
                        reserve: number;
                        withdrawing: number;
                        /** @enum {string} */
                        currency: "brl";
                    };
                };
            };
            /** @description The credentials are missing, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (role, impersonation, test or live mode, account status). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWithdrawals: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: "10" | "25" | "50" | "100" | "all";
                status?: "pending" | "approved" | "processing" | "completed" | "failed" | "rejected";
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Withdrawal"][];
                        total: number;
                        page: number;
                        /** @enum {string} */
                        pageSize: "10" | "25" | "50" | "100" | "all";
                    };
                };
            };
            /** @description The input was refused; `fields` names what is wrong with each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials are missing, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (role, impersonation, test or live mode, account status). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createWithdrawal: {
        parameters: {
            query?: never;
            header?: {
                /** @description Names one intended operation: a retry with the same key and body answers what the first attempt answered, without doing it twice. 8 to 100 letters, digits, `-` or `_`. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequestWithdrawalInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Withdrawal"];
                };
            };
            /** @description The input was refused; `fields` names what is wrong with each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials are missing, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (role, impersonation, test or live mode, account status). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The object's state or a concurrent request refuses it (e.g. an Idempotency-Key reused). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    retrieveWithdrawal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Withdrawal"];
                };
            };
            /** @description The input was refused; `fields` names what is wrong with each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials are missing, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (role, impersonation, test or live mode, account status). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createCardToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCardTokenInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardToken"];
                };
            };
            /** @description The input was refused; `fields` names what is wrong with each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials are missing, expired or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (role, impersonation, test or live mode, account status). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The object's state or a concurrent request refuses it (e.g. an Idempotency-Key reused). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
