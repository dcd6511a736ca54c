// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/Error.h"

#include <QtGlobal>

#include <optional>
#include <type_traits>
#include <utility>
#include <variant>

// The error convention outside the network path (LockClient, PendingCall, OperationResult and
// ApiError keep their own result types):
// - A call that can fail returns Expected<T>, or Expected<void> when success carries nothing;
//   the class is [[nodiscard]]. No `QString* why`, no optional or empty QString as an error.
//   Calls that cannot fail return plain values; std::optional<T> means "absent", not "failed".
// - Succeed with `return value;` (`return {};` for Expected<void>), fail with
//   `return fail(message);`: one sentence a user can read. Propagate with
//   `if (auto r = step(); !r) return r;` (or `return r.error();` when T differs).
// - Test before reading: `if (!r)`, then `*r`, `r->member` or `r.error().message`; reading the
//   absent side asserts in debug builds (mind QVERIFY2, which evaluates its message anyway).
// Hand-written because std::expected is C++23: the project builds as C++20 with GCC 12 and
// clang 14 (fuzz, clazy), and clang 14 cannot compile libstdc++'s <expected>.
namespace volcano {

// A T, or the E saying why there is none. E is Error unless a layer has a richer failure
// (lockctl's Failure, the sandbox's 400 answer); T and E differ, so either converts implicitly.
template <typename T, typename E = Error> class [[nodiscard]] Expected {
    static_assert(!std::is_reference_v<T> && !std::is_same_v<std::remove_cv_t<T>, E>,
                  "Expected<T, E> holds a T or an E: T must be an object type other than E");

public:
    using value_type = T;
    using error_type = E;

    Expected(const T& value)
        : m_state(std::in_place_index<0>, value) {}
    Expected(T&& value)
        : m_state(std::in_place_index<0>, std::move(value)) {}
    Expected(const E& error)
        : m_state(std::in_place_index<1>, error) {}
    Expected(E&& error)
        : m_state(std::in_place_index<1>, std::move(error)) {}

    bool has_value() const { return m_state.index() == 0; }
    explicit operator bool() const { return has_value(); }

    // Only when has_value().
    const T& value() const& {
        assertValue();
        return std::get<0>(m_state);
    }
    T& value() & {
        assertValue();
        return std::get<0>(m_state);
    }
    T value() && {
        assertValue();
        return std::get<0>(std::move(m_state));
    }
    const T& operator*() const& { return value(); }
    T& operator*() & { return value(); }
    T operator*() && { return std::move(*this).value(); }
    const T* operator->() const { return &value(); }
    T* operator->() { return &value(); }

    // Only when !has_value().
    const E& error() const& {
        assertError();
        return std::get<1>(m_state);
    }
    E& error() & {
        assertError();
        return std::get<1>(m_state);
    }
    E error() && {
        assertError();
        return std::get<1>(std::move(m_state));
    }

private:
    void assertValue() const {
        Q_ASSERT_X(has_value(), "Expected::value", "the call failed: check has_value() first");
    }
    void assertError() const {
        Q_ASSERT_X(!has_value(), "Expected::error", "the call succeeded: there is no error");
    }

    std::variant<T, E> m_state;
};

// Success without a value: default-constructed (`return {};`), or failed with an E.
template <typename E> class [[nodiscard]] Expected<void, E> {
public:
    using value_type = void;
    using error_type = E;

    Expected() = default;
    Expected(const E& error)
        : m_error(error) {}
    Expected(E&& error)
        : m_error(std::move(error)) {}

    bool has_value() const { return !m_error.has_value(); }
    explicit operator bool() const { return has_value(); }

    // Asserts success, like Expected<T>::value().
    void value() const {
        Q_ASSERT_X(has_value(), "Expected::value", "the call failed: check has_value() first");
    }

    // Only when !has_value().
    const E& error() const& {
        assertError();
        return *m_error;
    }
    E& error() & {
        assertError();
        return *m_error;
    }
    E error() && {
        assertError();
        return *std::move(m_error);
    }

private:
    void assertError() const {
        Q_ASSERT_X(!has_value(), "Expected::error", "the call succeeded: there is no error");
    }

    std::optional<E> m_error;
};

} // namespace volcano
