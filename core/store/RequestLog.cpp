// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "store/RequestLog.h"

#include "client/LockClient.h"

namespace volcano {

RequestLog::RequestLog(int capacity, QObject* parent)
    : QObject(parent)
    , m_capacity(capacity > 0 ? capacity : kDefaultCapacity) {}

void RequestLog::attach(LockClient* client) {
    connect(client, &LockClient::requestFinished, this, &RequestLog::append);
}

void RequestLog::append(const RequestRecord& record) {
    int evicted = 0;
    while (int(m_records.size()) >= m_capacity) {
        m_records.pop_front();
        ++evicted;
    }
    m_records.push_back(record);
    const qint64 serial = m_nextSerial++;
    Q_EMIT appended(serial, evicted);
}

void RequestLog::clear() {
    if (m_records.empty())
        return;
    m_records.clear();
    Q_EMIT cleared();
}

const RequestRecord* RequestLog::bySerial(qint64 serial) const {
    if (serial < firstSerial() || serial >= m_nextSerial)
        return nullptr;
    return &m_records[std::size_t(serial - firstSerial())];
}

QList<RequestRecord> RequestLog::records() const {
    return QList<RequestRecord>(m_records.cbegin(), m_records.cend());
}

} // namespace volcano
