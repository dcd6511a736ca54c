// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// The sandbox's request handling (routing on the raw path, headers, body, the lock API and
// the admin API) on an in-memory database. Parts: method, raw path, header lines
// ("Name: value"), body; flags add a valid service key, the admin key or a lock token, and
// move the manual clock, so the fuzzer reaches the operations behind authentication.
#include "FuzzInput.h"
#include "sandbox/KeyRing.h"
#include "sandbox/LeaseStore.h"
#include "sandbox/LockService.h"
#include "sandbox/QuotaLedger.h"
#include "sandbox/SandboxApi.h"
#include "sandbox/SandboxClock.h"
#include "sandbox/SandboxConfig.h"

#include <QCoreApplication>

#include <chrono>
#include <memory>
#include <utility>

using namespace volcano;
using namespace volcano::sandbox;

namespace {

struct Sandbox {
    SandboxConfig config;
    SandboxClock clock{SandboxClock::Mode::Manual};
    LeaseStore store;
    std::unique_ptr<KeyRing> keys;
    std::unique_ptr<QuotaLedger> quota;
    std::unique_ptr<LockService> locks;
    std::unique_ptr<SandboxApi> api;

    Sandbox() {
        config = *SandboxConfig::fromJson(
            R"({"admin_key": "adm_fuzz", "projects": [{"id": "demo", "keys": [
                {"key": "sk_fuzz", "kind": "service_role"},
                {"key": "sc_fuzz", "kind": "scoped", "scopes": ["locks.manage"]}]}]})");
        if (!store.open(QStringLiteral(":memory:")))
            __builtin_trap();
        keys = std::make_unique<KeyRing>(config);
        quota = std::make_unique<QuotaLedger>(1'000'000'000);
        locks = std::make_unique<LockService>(store, clock, FencingToken{1} << 52);
        api = std::make_unique<SandboxApi>(*keys, *locks, *quota, clock);
    }
};

bool isExpectedStatus(int status) {
    for (const int allowed : {200, 204, 400, 401, 403, 404, 405, 409, 429, 503}) {
        if (status == allowed)
            return true;
    }
    return false;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv) {
    // QtSql finds its SQLite driver through the application.
    static QCoreApplication app(*argc, *argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static Sandbox sandbox;
    const FuzzInput input(data, size);
    ApiRequest request;
    request.method = input.part(0).left(16);
    request.rawPath = input.part(1);
    for (const QByteArray& line : input.part(2).split('\n')) {
        const qsizetype colon = line.indexOf(':');
        if (colon > 0)
            request.headers.append({line.left(colon), line.mid(colon + 1).trimmed()});
    }
    request.body = input.part(3);
    const auto add = [&request](const char* name, const char* value) {
        request.headers.append(std::make_pair(QByteArray(name), QByteArray(value)));
    };
    if (input.flags() & 1)
        add("Authorization", "Bearer sk_fuzz");
    if (input.flags() & 2)
        add("Authorization", "Bearer adm_fuzz");
    if (input.flags() & 4)
        add("X-Volcano-Lock-Token", "4f83efc2-8fe7-42e8-8347-43493dc5bd8f");
    if (input.flags() & 8)
        sandbox.clock.advance(std::chrono::milliseconds(input.flags() * 100));
    const ApiResponse response = sandbox.api->handle(request);
    if (!isExpectedStatus(response.status))
        __builtin_trap(); // a 500 or anything else the contract does not have
    return 0;
}
