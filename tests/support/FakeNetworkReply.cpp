// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "support/FakeNetworkReply.h"

#include <cstring>

namespace volcano::test {

FakeNetworkReply::FakeNetworkReply(int status, const QByteArray& body, NetworkError error,
                                   QObject* parent)
    : QNetworkReply(parent)
    , m_body(body) {
    if (status > 0)
        setAttribute(QNetworkRequest::HttpStatusCodeAttribute, status);
    if (error != NoError)
        setError(error, QStringLiteral("scripted network error %1").arg(int(error)));
    open(QIODevice::ReadOnly);
    setFinished(true);
}

void FakeNetworkReply::addHeader(const QByteArray& name, const QByteArray& value) {
    setRawHeader(name, value);
}

void FakeNetworkReply::closeDevice() {
    close();
}

void FakeNetworkReply::abort() {
    closeDevice();
}

qint64 FakeNetworkReply::bytesAvailable() const {
    return m_body.size() - m_offset + QNetworkReply::bytesAvailable();
}

qint64 FakeNetworkReply::readData(char* data, qint64 maxSize) {
    const qint64 count = qMin(maxSize, m_body.size() - m_offset);
    std::memcpy(data, m_body.constData() + m_offset, size_t(count));
    m_offset += count;
    return count;
}

} // namespace volcano::test
